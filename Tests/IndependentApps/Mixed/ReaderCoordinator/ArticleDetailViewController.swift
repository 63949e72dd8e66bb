import FakeGoogleMobileAds
import FakeUIKit

/// One article. Leaving it after reading it to the end is a natural break, where the
/// interstitial may show (at most once a minute); "Double coins" shows the rewarded ad.
public final class ArticleDetailViewController: UIViewController {
  public let article: Article
  private let ads: AdCoordinator
  private let wallet: CoinWallet

  public let bodyLabel = UILabel()
  public let coinsLabel = UILabel()
  public let statusLabel = UILabel()
  public let doubleCoinsButton = UIButton(type: .system)

  /// Whether the reader has finished the article (tapped Done).
  public private(set) var hasFinishedReading = false
  /// Whether the rewarded ad already doubled this article's coins.
  public private(set) var hasDoubledCoins = false
  /// The controller that stays on screen once this one is popped: the interstitial goes
  /// over it.
  private weak var presenterAfterLeaving: UIViewController?

  /// The reader's coins.
  public var coins: Int { wallet.coins }

  public init(article: Article, ads: AdCoordinator, wallet: CoinWallet) {
    self.article = article
    self.ads = ads
    self.wallet = wallet
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = article.title
    view.backgroundColor = .systemBackground

    bodyLabel.text = article.body
    bodyLabel.numberOfLines = 0
    coinsLabel.text = "Coins: \(wallet.coins)"
    statusLabel.numberOfLines = 0
    doubleCoinsButton.setTitle("Double coins", for: .normal)
    // Closure form of addTarget(_:action:for:).
    doubleCoinsButton.addAction(UIAction { [weak self] _ in self?.doubleCoinsTapped() }, for: .touchUpInside)

    // Closure form of UIBarButtonItem(barButtonSystemItem:target:action:).
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.doneTapped() })

    let stack = UIStackView(arrangedSubviews: [bodyLabel, coinsLabel, doubleCoinsButton, statusLabel])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isMovingFromParent {
      presenterAfterLeaving = navigationController
    }
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // A natural break: the reader finished the article and went back to the list.
    if isMovingFromParent, hasFinishedReading, let presenter = presenterAfterLeaving {
      ads.showInterstitial(from: presenter)
    }
  }

  /// The reader finished the article: credit its coins and go back to the list.
  public func doneTapped() {
    if !hasFinishedReading {
      hasFinishedReading = true
      wallet.credit(article.coins)
    }
    navigationController?.popViewController(animated: true)
  }

  /// Shows the rewarded ad; the coins are doubled only once the user has earned it.
  public func doubleCoinsTapped() {
    guard !hasDoubledCoins else { return }
    let shown = ads.showRewarded(from: self) { [weak self] _ in
      guard let self = self else { return }
      self.hasDoubledCoins = true
      self.wallet.credit(self.article.coins)
      self.coinsLabel.text = "Coins: \(self.wallet.coins)"
      self.doubleCoinsButton.isEnabled = false
    }
    statusLabel.text = shown ? nil : "No video right now. Try again in a moment."
  }
}

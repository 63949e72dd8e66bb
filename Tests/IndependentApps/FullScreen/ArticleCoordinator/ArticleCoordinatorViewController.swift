import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// A news reader that shows one article at a time and, after every third article the
/// user finishes, an interstitial before the next one.
final class ArticleCoordinatorViewController: UIViewController {
  /// How many finished articles make a break for an ad.
  static let articlesPerAd = 3

  /// The position of the article on screen; it moves on each time the reader goes to the next.
  private(set) var articleIndex = 0
  /// How many articles the user has finished.
  private(set) var articlesFinished = 0

  private let coordinator: InterstitialCoordinator
  private let headlineLabel = UILabel()
  private(set) lazy var nextArticleButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Next article") { [weak self] _ in self?.finishArticle() })

  /// Makes the reader; `now` tells the time the ad's age is measured with.
  init(now: @escaping () -> Date = Date.init) {
    coordinator = InterstitialCoordinator(now: now)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("ArticleCoordinatorViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    headlineLabel.numberOfLines = 0
    for subview in [headlineLabel, nextArticleButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      headlineLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      headlineLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      headlineLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      nextArticleButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      nextArticleButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    coordinator.adDidFinish = { [weak self] in self?.openNextArticle() }
    MobileAds.shared.start()
    coordinator.loadAd()
    showArticle()
  }

  /// The user has read to the end of the article: every third time an ad comes before
  /// the next one, when one is ready.
  func finishArticle() {
    guard !coordinator.isShowingAd else { return }
    articlesFinished += 1
    if articlesFinished % Self.articlesPerAd == 0, coordinator.showIfReady(from: self) {
      return
    }
    openNextArticle()
  }

  private func openNextArticle() {
    articleIndex += 1
    showArticle()
  }

  private func showArticle() {
    headlineLabel.text = "Article \(articleIndex + 1)"
  }
}

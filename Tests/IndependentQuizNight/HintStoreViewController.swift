import FakeGoogleMobileAds
import FakeUIKit

/// Lets the player watch a rewarded ad for three hints.
@MainActor
public final class HintStoreViewController: UIViewController, FullScreenContentDelegate {
  static let hintsPerAd = 3

  /// The player's hint balance.
  public private(set) var hints: Int

  private let consent: ConsentGate
  private let now: () -> Date
  private var rewarded: LoadedAd<RewardedAd>?
  private var loadTask: Task<Void, Never>?

  private let balanceLabel = UILabel()
  private lazy var watchButton = UIButton(
    configuration: .filled(),
    primaryAction: UIAction(title: "Watch an ad for \(Self.hintsPerAd) hints") { [weak self] _ in
      self?.watchAdTapped()
    })

  public init(consent: ConsentGate, hints: Int = 0, now: @escaping () -> Date = Date.init) {
    self.consent = consent
    self.hints = hints
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Hints"
    view.backgroundColor = .systemBackground
    buildLayout()
    updateBalance()

    Task {
      await consent.gatherConsent(from: self)
      loadRewardedAd()
    }
  }

  // MARK: Ads

  private func loadRewardedAd() {
    guard consent.canRequestAds, rewarded == nil, loadTask == nil else { return }
    loadTask = Task {
      defer { loadTask = nil }
      do {
        let ad = try await RewardedAd.load(with: AdUnits.rewarded, request: Request())
        ad.fullScreenContentDelegate = self
        rewarded = LoadedAd(ad: ad, loadedAt: now())
      } catch {
        print("[Ads] rewarded failed to load: \(error.localizedDescription)")
      }
    }
  }

  public func watchAdTapped() {
    guard let rewarded, rewarded.isFresh(at: now()) else {
      self.rewarded = nil
      showAlert(title: "No video right now", message: "Please try again in a moment.")
      loadRewardedAd()
      return
    }
    rewarded.ad.present(from: self) { [weak self] in
      self?.grantHints(Self.hintsPerAd)
    }
  }

  private func grantHints(_ count: Int) {
    hints += count
    updateBalance()
  }

  // MARK: FullScreenContentDelegate

  public func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    rewarded = nil
    loadRewardedAd()
  }

  public func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    print("[Ads] rewarded failed to present: \(error.localizedDescription)")
    rewarded = nil
    showAlert(title: "Video unavailable", message: "The video couldn't be shown. No hints were used.")
    loadRewardedAd()
  }

  // MARK: UI

  private func updateBalance() {
    balanceLabel.text = hints == 1 ? "1 hint" : "\(hints) hints"
  }

  private func showAlert(title: String, message: String) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  private func buildLayout() {
    balanceLabel.font = .preferredFont(forTextStyle: .largeTitle)
    balanceLabel.textAlignment = .center

    let stack = UIStackView(arrangedSubviews: [balanceLabel, watchButton])
    stack.axis = .vertical
    stack.spacing = 24
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

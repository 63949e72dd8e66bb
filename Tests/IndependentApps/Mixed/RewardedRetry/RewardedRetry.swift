import FakeUIKit
import FakeGoogleMobileAds

/// A game's reward screen: "Watch" plays a video for bonus coins. A failed load is tried
/// again after 2, 4 and 8 seconds on a timer of the screen's own, then left until the
/// screen next appears; the Watch button is enabled only while an ad is loaded.
final class RewardedRetry: UIViewController, FullScreenContentDelegate {
  private static let adUnitID = "ca-app-pub-3940256099942544/1712485313"
  private static let adLifetime: TimeInterval = 3600
  private static let maxRetries = 3
  private static let firstRetryDelay: TimeInterval = 2

  private let now: @MainActor () -> Date
  private let coinsLabel = UILabel()
  /// The button the player taps to watch a video for coins.
  let watchButton = UIButton(type: .system)

  private var rewardedAd: RewardedAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var failedLoads = 0
  private var retryTimer: Timer?
  private var startedSDK = false

  /// The coins the player has earned from videos.
  private(set) var coins = 0

  /// Creates the screen; `now` dates the loaded ads.
  init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    now = Date.init
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Bonus coins"
    view.backgroundColor = .systemBackground
    coinsLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 40)
    watchButton.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 44)
    watchButton.setTitle("Watch a video for 10 coins", for: .normal)
    watchButton.isEnabled = false
    watchButton.addAction(UIAction { [weak self] _ in self?.watchTapped() }, for: .touchUpInside)
    view.addSubview(coinsLabel)
    view.addSubview(watchButton)
    showCoins()
    if !startedSDK {
      startedSDK = true
      MobileAds.shared.start(completionHandler: nil)
    }
    loadAd()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // A new visit gets a fresh set of retries if the last set ran out.
    if rewardedAd == nil, !isLoading, retryTimer == nil, failedLoads > Self.maxRetries {
      failedLoads = 0
      loadAd()
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    retryTimer?.invalidate()
    retryTimer = nil
  }

  private func loadAd() {
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    RewardedAd.load(with: Self.adUnitID, request: Request()) { [weak self] ad, error in
      guard let self else { return }
      self.isLoading = false
      guard let ad else {
        self.loadFailed(error)
        return
      }
      self.failedLoads = 0
      ad.fullScreenContentDelegate = self
      self.rewardedAd = ad
      self.loadedAt = self.now()
      self.watchButton.isEnabled = true
    }
  }

  private func loadFailed(_ error: (any Error)?) {
    failedLoads += 1
    guard failedLoads <= Self.maxRetries else { return }
    let delay = Self.firstRetryDelay * Double(1 << (failedLoads - 1))
    retryTimer?.invalidate()
    retryTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
      guard let self else { return }
      self.retryTimer = nil
      self.loadAd()
    }
  }

  private func watchTapped() {
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.adLifetime {
      dropAd()
      loadAd()
      return
    }
    guard let ad = rewardedAd else { return }
    watchButton.isEnabled = false
    ad.present(from: self) { [weak self] in
      guard let self else { return }
      self.coins += ad.adReward.amount.intValue
      self.showCoins()
    }
  }

  private func dropAd() {
    rewardedAd = nil
    loadedAt = nil
    watchButton.isEnabled = false
  }

  private func showCoins() {
    coinsLabel.text = "Coins: \(coins)"
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    dropAd()
    loadAd()
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    dropAd()
    coinsLabel.text = "The video could not be shown. No coins this time."
    loadAd()
  }
}

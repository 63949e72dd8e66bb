import FakeUIKit
import FakeGoogleMobileAds
// Foundation comes with FakeUIKit, as it comes with UIKit; importing it again would make
// `Timer` ambiguous with the fake that runs on the virtual clock.

/// The level screen of a puzzle game that, at the end of each level, plays a rewarded
/// interstitial for bonus coins straight away.
///
/// The coins are paid from the earn handler. The next ad is loaded when one closes or
/// fails to show; a failed load is retried after 5 s, 10 s, 20 s and so on.
final class BonusRoundNoIntroViewController: UIViewController, GADFullScreenContentDelegate {
  /// Google's demo rewarded interstitial unit, used in debug and test builds.
  static let adUnitID = "ca-app-pub-3940256099942544/6978759866"
  /// How long a loaded ad may wait before it is too old to show.
  static let adLifetime: TimeInterval = 60 * 60

  /// The level being played.
  private(set) var level = 1
  /// The bonus coins the user has earned from videos.
  private(set) var coins = 0

  private let now: () -> Date
  private var rewardedInterstitial: GADRewardedInterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowingAd = false
  private var failedLoads = 0
  private var retryTimer: Timer?
  private let levelLabel = UILabel()
  private(set) lazy var finishLevelButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Finish level") { [weak self] _ in self?.levelDidEnd() })

  /// Makes the screen; `now` tells the time the ad's age is measured with.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("BonusRoundNoIntroViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for subview in [levelLabel, finishLevelButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      levelLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      levelLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      finishLevelButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
      finishLevelButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    loadAd()
    showLevel()
  }

  // MARK: Levels

  private func showLevel() {
    updateLevelLabel()
    finishLevelButton.isEnabled = true
  }

  private func updateLevelLabel() {
    levelLabel.text = "Level \(level) · \(coins) coins"
  }

  /// The level is over: play the bonus video if a fresh one is ready, else play on.
  func levelDidEnd() {
    guard !isShowingAd else { return }
    finishLevelButton.isEnabled = false
    if let loadedAt, rewardedInterstitial != nil, now().timeIntervalSince(loadedAt) < Self.adLifetime {
      // BUG (breaks gma.rewarded-interstitial.intro-before-ad): the video starts the
      // moment the level ends, with no word of the reward and no way to decline it.
      presentAd()
    } else {
      if rewardedInterstitial != nil { dropAd() }
      loadAd()
      startNextLevel()
    }
  }

  private func startNextLevel() {
    level += 1
    showLevel()
  }

  // MARK: Ads

  private func loadAd() {
    guard !isLoading, rewardedInterstitial == nil else { return }
    isLoading = true
    GADRewardedInterstitialAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      self.isLoading = false
      guard let ad else {
        self.failedLoads += 1
        self.scheduleRetry()
        return
      }
      self.failedLoads = 0
      ad.fullScreenContentDelegate = self
      self.rewardedInterstitial = ad
      self.loadedAt = self.now()
    }
  }

  private func scheduleRetry() {
    let delay = min(5 * pow(2, Double(failedLoads - 1)), 300)
    retryTimer?.invalidate()
    retryTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
      self?.retryTimer = nil
      self?.loadAd()
    }
  }

  private func presentAd() {
    guard let ad = rewardedInterstitial else { return startNextLevel() }
    let bonus = ad.adReward.amount.intValue
    isShowingAd = true
    ad.present(fromRootViewController: self) { [weak self] in
      self?.coins += bonus
      self?.updateLevelLabel()
    }
  }

  private func dropAd() {
    rewardedInterstitial = nil
    loadedAt = nil
  }

  private func adFinished() {
    isShowingAd = false
    dropAd()
    loadAd()
    startNextLevel()
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adFinished()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    adFinished()
  }
}

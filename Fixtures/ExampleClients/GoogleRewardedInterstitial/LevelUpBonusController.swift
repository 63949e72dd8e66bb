import FakeGoogleMobileAds
import FakeUIKit

/// A game that offers a bonus with a Google rewarded interstitial at each level-up,
/// written another way: the GAD names, a completion-handler load, and an introduction of
/// its own (a banner-like view with a Skip button) instead of an alert.
///
/// - At a level-up with an ad loaded, the introduction view comes up for 4 s; Skip takes
///   it down and cancels the ad. Without an ad the game goes on.
/// - The ad shows when the introduction ends, if the user did not skip and
///   `canPresent(fromRootViewController:)` agrees; the bonus comes from the earn handler.
/// - The next ad loads after each dismissal or failure.
@MainActor
open class LevelUpBonusController: UIViewController, @preconcurrency GADFullScreenContentDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A game whose own introduction view, with a Skip button, comes before its rewarded interstitial."
  }

  var ad: GADRewardedInterstitialAd?
  var loading = false
  var offering = false
  var skipped = false
  /// The introduction view, in the view hierarchy while it is up.
  public let introView = UIView()
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  var loadTime: Date?
  /// The bonus points the player has earned.
  public private(set) var bonus = 0
  private var introTimer: Timer?

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    requestAd()
  }

  /// Whether the introduction is on screen.
  public var isIntroShowing: Bool { introView.superview != nil }

  func requestAd() {
    if ad != nil || loading { return }
    loading = true
    GADRewardedInterstitialAd.load(
      withAdUnitID: GoogleTestAdUnits.rewardedInterstitial, request: GADRequest()
    ) { [weak self] ad, error in
      guard let self else { return }
      self.loading = false
      if let error {
        print("No rewarded interstitial: \(error.localizedDescription)")
        return
      }
      ad?.fullScreenContentDelegate = self
      self.ad = ad
      self.loadTime = self.now()
    }
  }

  /// Whether the ad in hand loaded less than an hour ago; an older one is dropped.
  func holdsFreshAd() -> Bool {
    guard ad != nil else { return false }
    if let loadTime, now().timeIntervalSince(loadTime) < 3600 { return true }
    ad = nil
    return false
  }

  /// The player levels up: the natural break.
  public func levelUp() {
    if offering { return }
    guard holdsFreshAd() else {
      requestAd()
      return
    }
    offering = true
    skipped = false
    introView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
    view.addSubview(introView)
    introTimer = Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { [weak self] _ in
      self?.introFinished()
    }
  }

  /// The user taps Skip on the introduction.
  public func skipTapped() {
    skipped = true
    introView.removeFromSuperview()
  }

  func introFinished() {
    introView.removeFromSuperview()
    guard !skipped, let ad else {
      offering = false
      return
    }
    do {
      try ad.canPresent(fromRootViewController: self)
    } catch {
      self.ad = nil
      offering = false
      requestAd()
      return
    }
    ad.present(fromRootViewController: self) { [weak self] in
      self?.bonus += ad.adReward.amount.intValue
    }
  }

  /// The ad failed to show: no bonus; ask for another.
  public func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    self.ad = nil
    offering = false
    requestAd()
  }

  /// The user closed the ad: ask for the next.
  public func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    self.ad = nil
    offering = false
    requestAd()
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A store screen that offers gems for a Google rewarded ad, written the older way: the
/// GAD names, a completion-handler load, and `canPresent` asked first.
///
/// - The ad loads when the store opens, and again after each one is dismissed or fails.
/// - The "free gems" button shows the ad only if `canPresent(fromRootViewController:)`
///   agrees; otherwise it drops the ad and asks for another.
/// - Gems are added in the earn handler from the ad's reward; a flag set there, not the
///   dismissal, decides whether the user earned them.
@MainActor
open class GemStoreController: UIViewController, @preconcurrency GADFullScreenContentDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A store that checks canPresent and grants gems from a rewarded ad's earn handler."
  }

  /// The loaded ad, kept until it is dismissed.
  var rewardedAd: GADRewardedAd?
  var loading = false
  var presenting = false
  /// When the app's clock says it is; the harness hands in the simulation's.
  public var now: @MainActor @Sendable () -> Date = { Date() }
  var loadTime: Date?
  /// The gems the user holds.
  public private(set) var gems = 0

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

  /// Asks for an ad unless one is held or coming.
  func requestAd() {
    if rewardedAd != nil || loading { return }
    loading = true
    GADRewardedAd.load(withAdUnitID: GoogleTestAdUnits.rewarded, request: GADRequest()) { [weak self] ad, error in
      guard let self else { return }
      self.loading = false
      if let error {
        print("No rewarded ad: \(error.localizedDescription)")
        return
      }
      ad?.fullScreenContentDelegate = self
      self.rewardedAd = ad
      self.loadTime = self.now()
    }
  }

  /// Whether the ad in hand loaded less than an hour ago; an older one is dropped.
  func holdsFreshAd() -> Bool {
    guard rewardedAd != nil else { return false }
    if let loadTime, now().timeIntervalSince(loadTime) < 3600 { return true }
    rewardedAd = nil
    return false
  }

  /// The user taps "free gems".
  public func freeGemsTapped() {
    if presenting { return }
    guard holdsFreshAd(), let ad = rewardedAd else {
      print("No video available right now.")
      requestAd()
      return
    }
    do {
      try ad.canPresent(fromRootViewController: self)
    } catch {
      rewardedAd = nil
      requestAd()
      return
    }
    presenting = true
    ad.present(fromRootViewController: self) { [weak self] in
      self?.gems += ad.adReward.amount.intValue
    }
  }

  /// The ad failed to show: no gems; ask for another.
  public func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    rewardedAd = nil
    presenting = false
    requestAd()
  }

  /// The user closed the ad: ask for the next.
  public func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    rewardedAd = nil
    presenting = false
    requestAd()
  }
}

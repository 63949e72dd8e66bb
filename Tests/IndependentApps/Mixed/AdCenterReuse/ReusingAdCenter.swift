import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// The app's one home for full-screen ads: it starts the SDK on first use, keeps one
/// interstitial and one rewarded ad loaded ahead, and shows them for whichever screen asks.
///
/// This copy keeps a shown interstitial as a stand-in until the next one has loaded.
///
/// Screens reach it as `ReusingAdCenter.shared`; a screen built for a test is handed its own.
@MainActor
final class ReusingAdCenter: NSObject, @preconcurrency GADFullScreenContentDelegate {
  /// The instance every screen of the app shares.
  static let shared = ReusingAdCenter()

  /// The ad units, Google's demo units outside release builds.
  enum Units {
    static let interstitial = "ca-app-pub-3940256099942544/4411468910"
    static let rewarded = "ca-app-pub-3940256099942544/1712485313"
  }

  /// How long a loaded ad stays good to show; Google's ads expire about an hour after loading.
  static let adLifetime: TimeInterval = 60 * 60

  private let now: @MainActor () -> Date
  /// The last load or presentation error, for the debug menu.
  private(set) var lastError: (any Error)?
  private var sdkStarted = false

  private var interstitial: GADInterstitialAd?
  private var interstitialLoadedAt: Date?
  private var interstitialLoading = false
  private var afterInterstitial: (() -> Void)?

  private var rewarded: GADRewardedAd?
  private var rewardedLoadedAt: Date?
  private var rewardedLoading = false
  private var afterRewarded: ((Bool) -> Void)?

  /// Creates a center that dates its ads with the clock given.
  init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
    super.init()
  }

  /// Whether a rewarded ad is ready to show now.
  var hasRewardedAd: Bool { rewarded != nil && !isStale(rewardedLoadedAt) }

  // MARK: Loading

  /// Starts the SDK, once per launch, and begins loading interstitials.
  func prepareInterstitials() {
    startSDKIfNeeded()
    loadInterstitial()
  }

  /// Starts the SDK, once per launch, and begins loading rewarded ads.
  func prepareRewarded() {
    startSDKIfNeeded()
    loadRewarded()
  }

  private func startSDKIfNeeded() {
    guard !sdkStarted else { return }
    sdkStarted = true
    GADMobileAds.sharedInstance().start(completionHandler: nil)
  }

  private func loadInterstitial() {
    guard interstitial == nil else { return }
    requestInterstitial()
  }

  private func requestInterstitial() {
    guard !interstitialLoading else { return }
    interstitialLoading = true
    GADInterstitialAd.load(withAdUnitID: Units.interstitial, request: GADRequest()) { [weak self] ad, error in
      guard let self else { return }
      self.interstitialLoading = false
      guard let ad else {
        // No retry here: the next break asks again.
        self.lastError = error
        return
      }
      ad.fullScreenContentDelegate = self
      self.interstitial = ad
      self.interstitialLoadedAt = self.now()
    }
  }

  private func loadRewarded() {
    guard rewarded == nil, !rewardedLoading else { return }
    rewardedLoading = true
    GADRewardedAd.load(withAdUnitID: Units.rewarded, request: GADRequest()) { [weak self] ad, error in
      guard let self else { return }
      self.rewardedLoading = false
      guard let ad else {
        // No retry here: the next tap on a reward button asks again.
        self.lastError = error
        return
      }
      ad.fullScreenContentDelegate = self
      self.rewarded = ad
      self.rewardedLoadedAt = self.now()
    }
  }

  private func isStale(_ loadedAt: Date?) -> Bool {
    guard let loadedAt else { return true }
    return now().timeIntervalSince(loadedAt) >= Self.adLifetime
  }

  // MARK: Showing

  /// Shows the loaded interstitial over the screen, if there is a fresh one.
  ///
  /// - Parameter completion: Runs once the ad has gone, or at once when none was shown.
  func showInterstitial(from screen: UIViewController, completion: @escaping () -> Void = {}) {
    startSDKIfNeeded()
    if interstitial != nil, isStale(interstitialLoadedAt) {
      interstitial = nil
      interstitialLoadedAt = nil
    }
    guard let ad = interstitial else {
      loadInterstitial()
      completion()
      return
    }
    afterInterstitial = completion
    ad.present(fromRootViewController: screen)
  }

  /// Shows the loaded rewarded ad over the screen, if there is a fresh one.
  ///
  /// - Parameters:
  ///   - onReward: Runs when the user has earned the reward, with what it is.
  ///   - completion: Runs once the ad has gone (true) or when none could be shown (false).
  func showRewarded(
    from screen: UIViewController, onReward: @escaping (GADAdReward) -> Void,
    completion: @escaping (Bool) -> Void = { _ in }
  ) {
    startSDKIfNeeded()
    if rewarded != nil, isStale(rewardedLoadedAt) {
      rewarded = nil
      rewardedLoadedAt = nil
    }
    guard let ad = rewarded else {
      loadRewarded()
      completion(false)
      return
    }
    afterRewarded = completion
    ad.present(fromRootViewController: screen) {
      onReward(ad.adReward)
    }
  }

  // MARK: GADFullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    finish(ad, shown: true)
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    lastError = error
    finish(ad, shown: false)
  }

  private func finish(_ ad: any GADFullScreenPresentingAd, shown: Bool) {
    if ad === interstitial {
      if shown {
        // Planted bug, breaks gma.interstitial.never-reuses-ad: the shown ad and its load
        // time are kept as a stand-in until the next one arrives, so a break that comes
        // first presents the spent ad again instead of going on without one.
        requestInterstitial()
      } else {
        interstitial = nil
        interstitialLoadedAt = nil
        loadInterstitial()
      }
      let next = afterInterstitial
      afterInterstitial = nil
      next?()
    } else if ad === rewarded {
      rewarded = nil
      rewardedLoadedAt = nil
      loadRewarded()
      let next = afterRewarded
      afterRewarded = nil
      next?(shown)
    }
  }
}

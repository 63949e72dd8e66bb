import FakeGoogleMobileAds
import FakeUIKit

/// Keeps one interstitial and one rewarded ad loaded and shows them on request, in the
/// manner of the small ad-helper libraries apps vendor (SwiftyAds and friends).
///
/// Owned by the app delegate and handed to every screen that shows ads.
public final class AdCoordinator: NSObject, GADFullScreenContentDelegate {
  /// The ad units. Google's demo units while the app is in development.
  public enum AdUnit {
    public static let interstitial = "ca-app-pub-3940256099942544/4411468910"
    public static let rewarded = "ca-app-pub-3940256099942544/1712485313"
    public static let banner = "ca-app-pub-3940256099942544/2934735716"
  }

  /// The least time between two interstitials.
  public static let interstitialInterval: TimeInterval = 60
  /// The longest wait between two retries of a failed load.
  static let maximumRetryDelay: TimeInterval = 64

  private var interstitial: GADInterstitialAd?
  private var rewarded: GADRewardedAd?
  private var isLoadingInterstitial = false
  private var isLoadingRewarded = false
  private var interstitialRetryAttempt = 0
  private var rewardedRetryAttempt = 0
  /// When the last interstitial went up, on the app's own clock.
  private var lastInterstitialShownAt: Date?
  /// Whether one of our full-screen ads covers the app.
  private var isShowingFullScreenAd = false
  private var isStarted = false

  public var isInterstitialReady: Bool { interstitial != nil }
  public var isRewardedReady: Bool { rewarded != nil }

  public override init() {
    super.init()
  }

  /// Starts the SDK, then fills both slots.
  public func start() {
    guard !isStarted else { return }
    isStarted = true
    GADMobileAds.sharedInstance().start { [weak self] _ in
      self?.loadInterstitial()
      self?.loadRewarded()
    }
  }

  // MARK: - Loading

  private func loadInterstitial() {
    guard interstitial == nil, !isLoadingInterstitial else { return }
    isLoadingInterstitial = true
    GADInterstitialAd.load(withAdUnitID: AdUnit.interstitial, request: GADRequest()) { [weak self] ad, error in
      guard let self = self else { return }
      self.isLoadingInterstitial = false
      if let error = error {
        print("Interstitial failed to load: \(error.localizedDescription)")
        self.interstitialRetryAttempt += 1
        let delay = self.retryDelay(attempt: self.interstitialRetryAttempt)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
          self?.loadInterstitial()
        }
        return
      }
      self.interstitialRetryAttempt = 0
      self.interstitial = ad
      self.interstitial?.fullScreenContentDelegate = self
    }
  }

  private func loadRewarded() {
    guard rewarded == nil, !isLoadingRewarded else { return }
    isLoadingRewarded = true
    GADRewardedAd.load(withAdUnitID: AdUnit.rewarded, request: GADRequest()) { [weak self] ad, error in
      guard let self = self else { return }
      self.isLoadingRewarded = false
      if let error = error {
        print("Rewarded ad failed to load: \(error.localizedDescription)")
        self.rewardedRetryAttempt += 1
        let delay = self.retryDelay(attempt: self.rewardedRetryAttempt)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
          self?.loadRewarded()
        }
        return
      }
      self.rewardedRetryAttempt = 0
      self.rewarded = ad
      self.rewarded?.fullScreenContentDelegate = self
    }
  }

  /// 2, 4, 8, … seconds, at most `maximumRetryDelay`.
  private func retryDelay(attempt: Int) -> TimeInterval {
    min(pow(2, Double(attempt)), Self.maximumRetryDelay)
  }

  // MARK: - Showing

  /// Shows the interstitial over the controller if one is ready and the last one went up
  /// at least `interstitialInterval` ago; otherwise makes sure one is loading and returns.
  @discardableResult
  public func showInterstitial(from viewController: UIViewController) -> Bool {
    guard !isShowingFullScreenAd else { return false }
    if let last = lastInterstitialShownAt, Date().timeIntervalSince(last) < Self.interstitialInterval {
      return false
    }
    guard let ad = interstitial else {
      loadInterstitial()
      return false
    }
    do {
      try ad.canPresent(fromRootViewController: viewController)
    } catch {
      print("Interstitial cannot be presented: \(error.localizedDescription)")
      interstitial = nil
      loadInterstitial()
      return false
    }
    interstitial = nil
    isShowingFullScreenAd = true
    lastInterstitialShownAt = Date()
    ad.present(fromRootViewController: viewController)
    return true
  }

  /// Shows the rewarded ad over the controller if one is ready; `onReward` runs when the
  /// user has earned the reward. Otherwise makes sure one is loading and returns false.
  @discardableResult
  public func showRewarded(from viewController: UIViewController, onReward: @escaping (GADAdReward) -> Void) -> Bool {
    guard !isShowingFullScreenAd else { return false }
    guard let ad = rewarded else {
      loadRewarded()
      return false
    }
    do {
      try ad.canPresent(fromRootViewController: viewController)
    } catch {
      print("Rewarded ad cannot be presented: \(error.localizedDescription)")
      rewarded = nil
      loadRewarded()
      return false
    }
    rewarded = nil
    isShowingFullScreenAd = true
    ad.present(fromRootViewController: viewController) {
      onReward(ad.adReward)
    }
    return true
  }

  // MARK: - GADFullScreenContentDelegate

  public func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    print("Ad failed to present: \(error.localizedDescription)")
    isShowingFullScreenAd = false
    reload(after: ad)
  }

  public func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    isShowingFullScreenAd = true
  }

  public func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    isShowingFullScreenAd = false
    reload(after: ad)
  }

  private func reload(after ad: GADFullScreenPresentingAd) {
    if ad is GADInterstitialAd {
      loadInterstitial()
    } else if ad is GADRewardedAd {
      loadRewarded()
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension AppOpenStale {
  /// Loads and shows the app's app open ad; one per app, reached through `shared`.
  ///
  /// An ad counts as available while it is held. Only one load runs at a time, and none
  /// while an available ad is waiting.
  final class AppOpenAdManager: NSObject, GADFullScreenContentDelegate {
    static let shared = AppOpenAdManager()

    /// Google's demo unit for app open ads; release builds use the app's own.
    let adUnitID = "ca-app-pub-3940256099942544/5575463023"
    /// How long a loaded ad may be shown, by Google's guide.
    let adLifetime: TimeInterval = 4 * 3600

    /// Where the time comes from; the app delegate hands in its clock.
    var now: () -> Date = { Date() }

    var appOpenAd: GADAppOpenAd?
    var loadTime: Date?
    var isLoadingAd = false
    var isShowingAd = false

    private override init() {
      super.init()
    }

    /// Whether a loaded ad is held and still young enough to show.
    func isAdAvailable() -> Bool {
      // BUG (planted): the ad's age is never compared with adLifetime, so an ad loaded
      // four hours ago or more still counts as available and is presented, which breaks
      // gma.app-open.never-presents-expired.
      appOpenAd != nil && loadTime != nil
    }

    /// Starts a load unless one is running or an ad is ready.
    func loadAd() {
      if isLoadingAd || isAdAvailable() { return }
      // An expired ad is of no use: let it go before asking for the next.
      appOpenAd = nil
      loadTime = nil
      isLoadingAd = true
      GADAppOpenAd.load(withAdUnitID: adUnitID, request: GADRequest()) { [weak self] ad, error in
        guard let self else { return }
        self.isLoadingAd = false
        if let error {
          print("App open ad failed to load: \(error.localizedDescription)")
          return
        }
        self.appOpenAd = ad
        self.loadTime = self.now()
        ad?.fullScreenContentDelegate = self
      }
    }

    /// Shows the ad if one is available; otherwise asks for one for next time.
    func showAdIfAvailable() {
      if isShowingAd { return }
      guard isAdAvailable(), let ad = appOpenAd else {
        loadAd()
        return
      }
      isShowingAd = true
      ad.present(fromRootViewController: nil)
    }

    // MARK: GADFullScreenContentDelegate

    func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
      appOpenAd = nil
      loadTime = nil
      isShowingAd = false
      loadAd()
    }

    func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      print("App open ad failed to present: \(error.localizedDescription)")
      appOpenAd = nil
      loadTime = nil
      isShowingAd = false
      loadAd()
    }
  }
}

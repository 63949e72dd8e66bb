import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager sets the ad's content delegate only after calling present.
///
/// Breaks `gma.app-open.delegate-set-before-present`: each ad is presented with no
/// fullScreenContentDelegate; the line that sets it comes just after the present call.
/// It asks canPresent first, dropping an ad that cannot be shown and loading the next,
/// but a failure canPresent cannot foresee (a mediation adapter's, code 22) reaches no
/// delegate, so the app never reloads: it breaks
/// `gma.app-open.reloads-after-present-failure` too, as a consequence of the same line.
open class SplashSetsDelegateLate: SplashAppDelegate {
  /// The rules this client breaks: the late delegate, and the reload it therefore misses.
  nonisolated override open class var violates: [String] {
    ["gma.app-open.delegate-set-before-present", "gma.app-open.reloads-after-present-failure"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that presents its app open ad before setting the ad's content delegate."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager that gives the ad its delegate at the last moment, a line too late.
  final class Manager: AppOpenAdManager {
    /// Keeps the ad without making itself its delegate yet.
    override func keep(_ ad: AppOpenAd) {
      appOpenAd = ad
      loadTime = now()
    }

    /// Presents the ad if it can, then sets its delegate.
    override func showAdIfAvailable() -> Bool {
      guard !isShowingAd else { return false }
      guard isAdAvailable, let appOpenAd else {
        Task { await loadAd() }
        return false
      }
      do {
        try appOpenAd.canPresent(from: nil)
      } catch {
        self.appOpenAd = nil
        Task { await loadAd() }
        return false
      }
      isShowingAd = true
      appOpenAd.present(from: nil)
      appOpenAd.fullScreenContentDelegate = self
      return true
    }
  }
}

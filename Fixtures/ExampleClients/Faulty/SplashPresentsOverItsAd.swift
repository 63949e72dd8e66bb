import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager has no isShowingAd guard, so it presents again over its own ad.
///
/// Breaks `gma.app-open.single-presentation`: while its ad is on screen a system alert makes
/// the app resign and become active again, and it calls present on the ad already
/// showing. The failure that follows drops the ad and loads the next, as the base does.
open class SplashPresentsOverItsAd: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.single-presentation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that presents its app open ad again whenever it becomes active, even while the ad is up."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager that shows whatever fresh ad it holds, showing or not.
  final class Manager: AppOpenAdManager {
    /// Presents the ad in hand without asking whether it is already on screen.
    override func showAdIfAvailable() -> Bool {
      guard isAdAvailable, let appOpenAd else {
        Task { await loadAd() }
        return false
      }
      isShowingAd = true
      appOpenAd.present(from: nil)
      return true
    }
  }
}

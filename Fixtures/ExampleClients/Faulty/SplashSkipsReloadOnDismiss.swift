import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager drops a dismissed ad but does not load the next one.
///
/// Breaks `gma.app-open.reloads-after-dismiss`: after adDidDismissFullScreenContent it holds no
/// ad until the next time the app becomes active, so that foreground finds nothing to
/// show. A failed presentation still loads the next ad, as the base does.
open class SplashSkipsReloadOnDismiss: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.reloads-after-dismiss"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that loads no new app open ad when the user closes the one shown."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager that waits for the next foreground to load again.
  final class Manager: AppOpenAdManager {
    /// Drops the shown ad and clears the showing flag, without loading the next.
    override func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      appOpenAd = nil
      isShowingAd = false
      onAdGone?()
    }
  }
}

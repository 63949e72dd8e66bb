import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager ignores the callback for a presentation that failed.
///
/// Breaks `gma.app-open.reloads-after-present-failure`: when another full-screen ad is up and
/// presenting fails with code 17, it keeps the unusable ad, stays marked as showing and
/// loads nothing, so it shows no app open ad again.
open class SplashIgnoresPresentFailure: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.reloads-after-present-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that does nothing when its app open ad fails to present."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager with an empty presentation-failure callback.
  final class Manager: AppOpenAdManager {
    /// Does nothing.
    override func ad(
      _ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
    ) {}
  }
}

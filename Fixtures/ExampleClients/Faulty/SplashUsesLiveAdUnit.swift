import FakeUIKit
import Foundation

/// An app whose ad manager loads from the app's live ad unit, in tests as in release.
///
/// Breaks `gma.app-open.test-ids-under-test`: every load asks for
/// ca-app-pub-1234567890123456/1234567890 instead of Google's demo unit. Under the harness
/// no answer comes for that unit, so the app never gets an ad to show.
open class SplashUsesLiveAdUnit: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that loads app open ads from its live ad unit under test."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager with the production ad unit hard-coded.
  final class Manager: AppOpenAdManager {
    /// The app's live ad unit.
    override class var adUnitID: String { "ca-app-pub-1234567890123456/1234567890" }
  }
}

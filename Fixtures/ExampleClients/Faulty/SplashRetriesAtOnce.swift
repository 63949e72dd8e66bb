import FakeUIKit
import Foundation

/// An app whose ad manager retries a failed load at once, from the failure path.
///
/// Breaks `gma.app-open.no-retry-storm`: while the network answers with noFill, it starts a new
/// load the moment each one fails, so the requests go out back to back.
open class SplashRetriesAtOnce: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.no-retry-storm"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that retries a failed app open ad load immediately, again and again."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager that loads again as soon as a load fails.
  final class Manager: AppOpenAdManager {
    /// Forgets the ad, then starts the next load straight away.
    override func loadFailed(with error: any Error) {
      super.loadFailed(with: error)
      Task { await loadAd() }
    }
  }
}

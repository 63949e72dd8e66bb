import FakeUIKit
import Foundation

/// An app whose ad expiry check reads the wall clock, `Date()`, instead of an injected clock,
/// plugged in without saying so.
///
/// It breaks no rule, but its subject leaves `readsTimeFromContext` false, so the harness is
/// not told the check reads a time the run moves (inside a run on Linux `Date()` does; the
/// device's uptime does not) and `gma.app-open.never-presents-expired` reports unverified.
/// Every other rule passes.
open class WallClockAppOpenAppDelegate: SplashAppDelegate {
  /// The rules this client breaks: none.
  nonisolated override open class var violates: [String] { [] }
  /// What the client does.
  nonisolated override open class var summary: String {
    "An app that measures its app open ad's age with Date(), plugged in without saying so."
  }
  /// The rule the harness cannot decide for this client.
  nonisolated override open class var unverifiable: [String] { ["gma.app-open.never-presents-expired"] }

  /// Creates the app with the wall clock for the ad's lifetime.
  ///
  /// - Parameter clock: The clock the loading screen's work runs on.
  public convenience init(clock: any Clock<Duration>) {
    self.init(now: { Date() }, clock: clock)
  }
}

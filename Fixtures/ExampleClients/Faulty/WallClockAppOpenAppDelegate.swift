import FakeUIKit
import Foundation

/// An app whose ad expiry check reads the wall clock, `Date()`, instead of an injected clock.
///
/// It breaks no rule, but the harness cannot decide `gma.app-open.never-presents-expired` for
/// it: in a simulation hours pass on the virtual clock while the wall clock barely moves,
/// so the rule reports unverified. Every other rule passes.
open class WallClockAppOpenAppDelegate: SplashAppDelegate {
  /// The rules this client breaks: none.
  nonisolated override open class var violates: [String] { [] }
  /// What the client does.
  nonisolated override open class var summary: String {
    "An app that measures its app open ad's age with Date(), which the harness cannot move."
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

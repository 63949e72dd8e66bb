import FakeGoogleMobileAds
import FakeUIKit

/// A splash screen whose countdown timer keeps running after it has moved on to the main
/// screen.
///
/// Breaks `gma.app-open.cold-start-only-on-loading-screen`: when the seconds run out it shows
/// the main screen but never invalidates its repeating `Timer`. The timer goes on ticking
/// once a second, and the tick that finds a freshly arrived ad shows it, so an ad that
/// loads after the splash has gone pops up over the content the user has started on.
open class CountdownKeepsTicking: CountdownSplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.cold-start-only-on-loading-screen"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A splash screen that leaves its countdown Timer running, so a late ad appears over the main screen."
  }

  /// Shows the main screen and leaves the timer running.
  override open func countdownEnded() {
    startMainScreen()
  }
}

import FakeUIKit

/// An app that shows app open ads from the user's very first open.
///
/// Breaks `gma.app-open.waits-for-returning-users`: it treats every user as a returning one,
/// so a new user sees an ad over the loading screen of their very first launch.
open class SplashShowsAdsToNewUsers: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.waits-for-returning-users"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that shows app open ads to new users from their first open."
  }

  /// Every user counts as a returning one.
  open override var isReturningUser: Bool { true }
}

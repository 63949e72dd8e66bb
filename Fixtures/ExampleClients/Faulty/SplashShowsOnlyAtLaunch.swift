import FakeUIKit

/// An app that shows app open ads only over its launch loading screen, never on a foreground.
///
/// Breaks `gma.app-open.shows-on-foreground`: each time it becomes active it loads an ad if it
/// has none, but it never presents the ad it has when the user comes back to it.
open class SplashShowsOnlyAtLaunch: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.shows-on-foreground"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that shows app open ads on a cold start only, never when it returns to the foreground."
  }

  /// Loads an ad if none is in hand; shows nothing.
  open override func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isLoadingScreenUp else { return }
    Task { await manager.loadAd() }
  }
}

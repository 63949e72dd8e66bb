import FakeUIKit

/// An app that shows the cold start's ad whenever it arrives, loading screen or not.
///
/// Breaks `gma.app-open.cold-start-only-on-loading-screen`: an ad that loads after the
/// loading screen has gone is presented at once, over the content the user has started
/// on, instead of waiting for the next foreground.
open class SplashShowsLateColdStartAd: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.cold-start-only-on-loading-screen"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that shows its cold-start app open ad when it arrives, even over the app's content."
  }

  /// Loads the launch's ad and shows it to a returning user as soon as it arrives.
  override func loadColdStartAd() async {
    await manager.loadAd()
    if isReturningUser { manager.showAdIfAvailable() }
  }
}

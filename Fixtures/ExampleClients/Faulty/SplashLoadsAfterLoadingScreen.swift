import FakeUIKit

/// An app that asks for its first ad only once its loading screen has finished.
///
/// Breaks `app-open.loads-when-unavailable`: the cold launch makes it active with no ad,
/// and it starts no load until its loading screen goes two seconds later. Later
/// foregrounds without an ad load as the base does.
open class SplashLoadsAfterLoadingScreen: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["app-open.loads-when-unavailable"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that starts loading its first app open ad only after its loading screen has gone."
  }

  /// Loads nothing at launch.
  override func loadColdStartAd() async {}

  /// Shows the app's content, then starts the first load.
  override func finishLoading() {
    super.finishLoading()
    Task { await manager.loadAd() }
  }
}

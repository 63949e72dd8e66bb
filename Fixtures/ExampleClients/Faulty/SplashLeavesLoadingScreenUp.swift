import FakeUIKit

/// An app that forgets its loading screen when the loading finishes under an ad.
///
/// Breaks `gma.app-open.dismisses-loading-screen`: if the ad is up when the loading is done,
/// it does nothing, so the user closes the ad and finds the loading screen with nothing
/// left to load.
open class SplashLeavesLoadingScreenUp: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.dismisses-loading-screen"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that leaves its loading screen up after an ad shown over it is closed."
  }

  /// Shows the app's content unless an ad is up; under an ad it notes nothing.
  override func finishLoading() {
    if !manager.isShowingAd { showHome() }
  }
}

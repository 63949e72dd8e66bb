import FakeUIKit

/// An app that puts off its first ad request to keep its start fast.
///
/// Breaks `gma.app-open.loads-when-unavailable`: the cold launch makes it active with no ad,
/// and it starts no load until 30 s later, well past the 10 s a consent refresh or a
/// first retry would need. Later foregrounds without an ad load as the base does.
open class SplashDefersFirstLoad: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.loads-when-unavailable"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that waits 30 s after launch before it asks for its first app open ad."
  }

  /// How long the app waits before its first request.
  public static let firstLoadDelay: Duration = .seconds(30)

  /// Waits before the first load.
  override func loadColdStartAd() async {
    try? await clock.sleep(for: Self.firstLoadDelay)
    await super.loadColdStartAd()
  }
}

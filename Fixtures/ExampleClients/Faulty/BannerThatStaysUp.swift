import FakeUIKit
import FakeiAd

/// A reading screen that ignores failed loads and leaves its banner up.
///
/// Breaks `iad.banner.hidden-after-failure`: after bannerView(_:didFailToReceiveAdWithError:)
/// the empty banner stays at the bottom edge until another ad happens to load.
open class BannerThatStaysUp: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.hidden-after-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that does nothing when its banner fails to get an ad, leaving an empty box on screen."
  }

  /// Does nothing.
  open override func bannerView(
    _ banner: ADBannerView, didFailToReceiveAdWithError error: any Error
  ) {}
}

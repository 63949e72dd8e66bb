import FakeUIKit
import FakeiAd

/// A reading screen whose load counter is off by one, so it ignores the first ad.
///
/// Breaks `iad.banner.shown-when-loaded`: the first bannerViewDidLoadAd is counted but the
/// banner stays below the screen; only the second ad and later ones slide it up.
open class BannerShownFromSecondAd: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.shown-when-loaded"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen with an off-by-one load counter that shows its banner only from the second ad on."
  }

  private var loadsSeen = 0

  /// Counts the load and shows the banner, but only from the second load on.
  open override func bannerViewDidLoadAd(_ banner: ADBannerView) {
    loadsSeen += 1
    if loadsSeen > 1 { super.bannerViewDidLoadAd(banner) }
  }
}

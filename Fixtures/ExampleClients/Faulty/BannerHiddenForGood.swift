import FakeUIKit
import FakeiAd

/// A reading screen that gives up on ads after the first failure.
///
/// Breaks `iad.banner.recovers-after-failure`: it hides the banner on the first error, as it
/// should, but then ignores every later bannerViewDidLoadAd, so the banner never comes
/// back while the screen is up.
open class BannerHiddenForGood: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.recovers-after-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that hides its banner on the first failure and never shows it again."
  }

  private var hasFailed = false

  /// Slides the banner down and remembers the failure for good.
  open override func bannerView(
    _ banner: ADBannerView, didFailToReceiveAdWithError error: any Error
  ) {
    hasFailed = true
    super.bannerView(banner, didFailToReceiveAdWithError: error)
  }

  /// Slides the banner up, unless an ad has ever failed.
  open override func bannerViewDidLoadAd(_ banner: ADBannerView) {
    if !hasFailed { super.bannerViewDidLoadAd(banner) }
  }
}

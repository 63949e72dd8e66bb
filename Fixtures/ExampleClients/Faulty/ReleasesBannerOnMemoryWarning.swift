import FakeUIKit
import FakeiAd

/// A reading screen that throws its banner away on every memory warning, even while its ad covers the app.
///
/// Breaks `iad.banner.kept-during-action`: the warning clears the banner's delegate, removes it
/// from the screen and releases it in the middle of the ad's action, so the ad is stranded
/// and bannerViewActionDidFinish never arrives. It drops its page cache too.
open class ReleasesBannerOnMemoryWarning: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.kept-during-action"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that discards its banner on a memory warning, even in the middle of an ad's action."
  }

  /// Drops the page cache and the banner.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    discardBanner()
  }
}

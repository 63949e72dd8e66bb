import FakeUIKit
import FakeiAd

/// A reading screen whose article fills the whole screen, under the banner.
///
/// Breaks `iad.banner.content-not-covered`: the article view never shrinks when the banner
/// slides up, so the banner hides its last lines.
open class BannerOverArticle: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.content-not-covered"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen whose article view fills the screen, so the banner covers the end of it."
  }

  override func layoutBanner() {
    super.layoutBanner()
    articleView.frame = view.bounds
  }
}

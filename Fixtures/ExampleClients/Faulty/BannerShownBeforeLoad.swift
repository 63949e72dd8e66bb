import FakeUIKit
import FakeiAd

/// A reading screen that puts its banner on screen the moment it makes it, before any ad.
///
/// Breaks `iad.banner.hidden-until-loaded`: the empty banner sits at the bottom edge from the
/// screen's first appearance until the first ad arrives. It still slides the banner away
/// on a failure and back when an ad loads.
open class BannerShownBeforeLoad: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.hidden-until-loaded"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that shows its banner as soon as it makes it, before any ad has loaded."
  }

  override func makeBanner() {
    super.makeBanner()
    showsBanner = true
  }
}

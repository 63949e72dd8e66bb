import FakeUIKit
import FakeiAd

/// A reading screen that keeps its banner when the user leaves for a screen without ads.
///
/// Breaks `iad.banner.detached-when-unused`: the banner stays in the hidden screen's view with
/// its delegate set, so it keeps cycling through ads nobody can see.
open class KeepsBannerWhenHidden: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.detached-when-unused"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that leaves its banner in place, delegate set, when another screen covers it."
  }

  /// Keeps the banner as it is.
  override func discardBanner() {}
}

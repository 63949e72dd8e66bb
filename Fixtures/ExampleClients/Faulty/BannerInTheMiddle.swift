import FakeUIKit
import FakeiAd
import Foundation

/// A reading screen that shows its banner in the middle of the screen.
///
/// Breaks `iad.banner.placed-at-edge`: the shown banner sits halfway down, touching neither the
/// top nor the bottom edge. The article ends where the banner begins, so nothing lies under
/// it.
open class BannerInTheMiddle: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.placed-at-edge"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that places its banner in the vertical middle of the screen, the article above it."
  }

  override func layoutBanner() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    var articleHeight = bounds.height
    if let banner {
      let height = banner.frame.height
      let middle = ((bounds.height - height) / 2).rounded(.down)
      banner.frame.origin = CGPoint(x: 0, y: showsBanner ? middle : bounds.height)
      if showsBanner { articleHeight = middle }
    }
    articleView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: articleHeight)
  }
}

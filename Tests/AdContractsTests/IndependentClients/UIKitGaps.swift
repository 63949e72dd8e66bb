import FakeUIKit
import Foundation

// What the independent clients below reach for in UIKit that FakeUIKit does not offer yet.
// Each stand-in is the smallest thing that lets the client compile as written; the
// red-team report lists them as gaps in the fakes.

/// A paging scroll view reduced to what a reader needs: a content strip moved sideways.
///
/// Gap: FakeUIKit has no `UIScrollView` (nor `contentOffset`, nor a settable
/// `bounds.origin`), though the guide's page ads live in a paging scroll view.
final class PagingStripView: UIView {
  /// The strip that holds the pages; the scroll view's content.
  let content = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(content)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// How far the content is scrolled, in points from its left edge.
  var contentOffsetX: CGFloat = 0 {
    didSet { content.frame.origin.x = -contentOffsetX }
  }

  /// The size of the content strip.
  var contentSize: CGSize {
    get { content.frame.size }
    set { content.frame = CGRect(origin: CGPoint(x: -contentOffsetX, y: 0), size: newValue) }
  }
}

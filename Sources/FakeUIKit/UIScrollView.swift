import AdSimulation
import Foundation

/// A view that shows part of a larger content area and moves over it.
///
/// Its subviews' frames are in the content's coordinates; the scroll view shows the part of
/// the content that starts at ``contentOffset`` and is as large as its own frame. Its
/// ``bounds`` start at the offset, as UIKit's do, so a subview appears on screen at its
/// frame minus the offset, and only the part inside the scroll view's bounds counts as on
/// screen: the scroll view clips its content (see ``UIView/isOnScreen``).
///
/// Nothing drags it: the app or a test moves the content by setting ``contentOffset``,
/// calling ``setContentOffset(_:animated:)`` or ``scrollRectToVisible(_:animated:)``.
@preconcurrency @MainActor
open class UIScrollView: UIView, _UIScrollViewDelegateProperty {
  @exclusivity(unchecked) private var storedOffset = CGPoint.zero

  /// The size of the content the scroll view moves over.
  ///
  /// A change tells the harness's layout readers (see ``Simulation/layoutGeneration``):
  /// whether a screen's content scrolls follows it.
  @exclusivity(unchecked) open var contentSize = CGSize.zero {
    didSet { if contentSize != oldValue { Simulation.noteLayoutChange() } }
  }
  /// Extra room around the content, which the offset may scroll into.
  @exclusivity(unchecked) open var contentInset = UIEdgeInsets.zero
  /// Whether the user may scroll; the app's own offset changes apply either way.
  @exclusivity(unchecked) open var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { Simulation.noteLayoutChange() } }
  }
  /// Whether scrolling stops on multiples of the scroll view's size.
  @exclusivity(unchecked) open var isPagingEnabled = false
  /// Whether the content bounces past its edges.
  @exclusivity(unchecked) open var bounces = true
  /// Whether the vertical scroll indicator shows while scrolling.
  @exclusivity(unchecked) open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows while scrolling.
  @exclusivity(unchecked) open var showsHorizontalScrollIndicator = true
  /// The object told when the content moves: the storage behind ``delegate``, which a
  /// protocol extension declares so that ``UITableView`` can declare its own with its own
  /// delegate type, as UIKit's does.
  @exclusivity(unchecked) weak var scrollDelegate: (any UIScrollViewDelegate)?

  /// The point of the content shown at the scroll view's top left corner.
  ///
  /// A change moves every subview on screen and calls the delegate's
  /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``. An offset that is not finite raises
  /// an exception on a device; here it is recorded as misuse and the offset stays.
  open var contentOffset: CGPoint {
    get { storedOffset }
    set {
      guard Self.acceptsGeometry(CGRect(origin: newValue, size: frame.size), of: self) else { return }
      guard newValue != storedOffset else { return }
      storedOffset = newValue
      Simulation.noteLayoutChange()
      scrollDelegate?.scrollViewDidScroll(self)
    }
  }

  /// The visible part of the content: the frame's size at the content offset.
  ///
  /// Setting it moves the content offset to the new origin and resizes the frame about its
  /// centre.
  open override var bounds: CGRect {
    get { CGRect(origin: storedOffset, size: frame.size) }
    set {
      if newValue.size != frame.size {
        let middle = center
        frame = CGRect(
          x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
      contentOffset = newValue.origin
    }
  }

  /// Moves the content to the offset; the fake moves it at once, animated or not.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls as little as needed to show the rectangle of the content, within the
  /// content's scrollable range; a rectangle larger than the view shows its top left part.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull else { return }
    let visible = bounds
    var offset = storedOffset
    offset.x = Self.scrolled(
      from: offset.x, showing: rect.minX...rect.maxX, length: visible.width,
      lowest: -contentInset.left, highest: contentSize.width + contentInset.right - visible.width)
    offset.y = Self.scrolled(
      from: offset.y, showing: rect.minY...rect.maxY, length: visible.height,
      lowest: -contentInset.top, highest: contentSize.height + contentInset.bottom - visible.height)
    setContentOffset(offset, animated: animated)
  }

  /// The offset along one axis that brings the span into a window of the length, moving
  /// as little as possible and staying within the scrollable range; a span already in the
  /// window leaves the offset as it is.
  private static func scrolled(
    from offset: CGFloat, showing span: ClosedRange<CGFloat>, length: CGFloat,
    lowest: CGFloat, highest: CGFloat
  ) -> CGFloat {
    let moved: CGFloat
    if span.lowerBound < offset || span.upperBound - span.lowerBound > length {
      moved = span.lowerBound
    } else if span.upperBound > offset + length {
      moved = span.upperBound - length
    } else {
      return offset
    }
    return min(max(moved, lowest), max(lowest, highest))
  }
}

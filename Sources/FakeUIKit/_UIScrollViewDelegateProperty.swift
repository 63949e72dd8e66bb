/// The scroll view's `delegate` property, declared in an extension of this protocol rather
/// than in ``UIScrollView`` so that a subclass such as ``UITableView`` can declare its own
/// `delegate` of a narrower type, as UIKit's classes do; not part of UIKit.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateProperty: AnyObject {}

extension _UIScrollViewDelegateProperty where Self: UIScrollView {
  /// The object told when the content moves.
  public var delegate: (any UIScrollViewDelegate)? {
    get { scrollDelegate }
    set { scrollDelegate = newValue }
  }
}

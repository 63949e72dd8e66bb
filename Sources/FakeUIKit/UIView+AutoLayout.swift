import AdSimulation
import Foundation

extension UIView {
  /// The value of ``intrinsicContentSize`` in a dimension the view does not need.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  /// How far in from each edge the view is clear of the status bar; zero out of a window.
  ///
  /// A view controller's view under a navigation bar starts below it already, so only the
  /// status bar counts. The fake's devices have no home indicator: the bottom is zero.
  public var safeAreaInsets: UIEdgeInsets {
    guard window != nil else { return .zero }
    let statusBarBottom = UIApplication.shared.statusBarFrame.maxY
    let top = min(max(0, statusBarBottom - frameInWindow.minY), bounds.height)
    return UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
  }

  /// The part of the view clear of the status bar, for constraints.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let safeAreaGuide { return safeAreaGuide }
    let guide = UILayoutGuide(safeAreaOf: self)
    safeAreaGuide = guide
    return guide
  }

  /// The active constraints this view holds.
  public var constraints: [NSLayoutConstraint] { heldConstraints }

  /// Activates the constraint, as `NSLayoutConstraint.activate` does.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates the constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates the constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Deactivates the constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// Deactivates the constraints that tie the view to views outside it, as UIKit does when
  /// the view leaves its superview.
  func dropConstraintsLeavingSubtree() {
    let leaving = itemConstraints.filter { constraint in
      guard let holder = constraint.holder else { return false }
      return holder !== self && !holder.isDescendant(of: self)
    }
    if !leaving.isEmpty { NSLayoutConstraint.deactivate(leaving) }
  }

  /// Places each subview its constraints place (see ``NSLayoutConstraint``).
  func layoutConstrainedSubviews() {
    guard !isLayingOutSubviews else { return }
    isLayingOutSubviews = true
    defer { isLayingOutSubviews = false }
    var solver = ConstraintSolver(superview: self)
    for subview in subviews where subview.isPlacedByConstraints {
      solver.place(subview)
    }
    // A scroll view's content is as large as the constraints to its far edges say.
    if let scrollView = self as? UIScrollView {
      let extent = solver.contentExtent()
      if extent.width != nil || extent.height != nil {
        let size = CGSize(
          width: extent.width ?? scrollView.contentSize.width, height: extent.height ?? scrollView.contentSize.height)
        if size != scrollView.contentSize { scrollView.contentSize = size }
      }
    }
    arrangementDidChange()
  }

  /// Whether constraints place the view.
  var isPlacedByConstraints: Bool {
    !translatesAutoresizingMaskIntoConstraints && !itemConstraints.isEmpty
  }
}

extension UIView: LayoutAnchored {}

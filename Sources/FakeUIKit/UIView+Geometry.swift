import AdSimulation
import Foundation

extension UIView {
  /// Converts a rectangle from this view's coordinates to another view's, or the window's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let inWindow = rect.offsetBy(dx: originInRoot.x, dy: originInRoot.y)
    guard let view else { return inWindow }
    let target = view.originInRoot
    return inWindow.offsetBy(dx: -target.x, dy: -target.y)
  }

  /// The view's frame in its window's coordinates, which are the screen's.
  public var frameInWindow: CGRect {
    convert(bounds, to: nil)
  }

  private var originInRoot: CGPoint {
    currentPlacement.origin
  }

  /// Whether the view is visible: in a window, not hidden or transparent, meeting the screen.
  ///
  /// Each ancestor counts: a hidden superview hides the view, and a ``UIScrollView`` above
  /// it shows only what lies inside its bounds, so a view scrolled out of the scroll view's
  /// visible part is not on screen. What is left of the view's frame, in window
  /// coordinates (where a scroll view's offset moves its content), must overlap the
  /// screen's bounds for the current orientation by a positive area.
  ///
  /// The harness asks this after every step, so the answer is kept until the layout
  /// changes (see ``Simulation/layoutGeneration``).
  public var isOnScreen: Bool {
    currentPlacement.isOnScreen
  }

  /// Whether a window contains the view.
  package var isInWindow: Bool {
    currentPlacement.isInWindow
  }
}

extension CGRect {
  /// The rectangle as the timeline prints it, for example `(0, 430, 320×50)`.
  public var timelineText: String {
    "(\(minX.pointsText), \(minY.pointsText), \(width.pointsText)×\(height.pointsText))"
  }

  /// The rectangle as a typed fact for a trace event, for rules to read.
  public var traceValue: Trace.Value {
    .rectangle(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
  }
}

extension CGFloat {
  /// The number of points as the timeline prints it: `430`, `12.5`, or `1e+300` for a
  /// value too large for a whole number, never trapping.
  public var pointsText: String {
    guard isFinite else { return "\(self)" }
    if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
    return Swift.abs(self) < 1e15 ? String(format: "%.1f", Double(self)) : "\(self)"
  }
}

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
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      view = current.superview
    }
    return point
  }

  /// Whether the view is visible: in a window, not hidden or transparent, meeting the screen.
  ///
  /// Each ancestor counts: a hidden superview hides the view. The view's frame in window
  /// coordinates must overlap the screen's bounds for the current orientation by a
  /// positive area.
  ///
  /// One walk up the hierarchy finds the window, the hidden or transparent ancestor and
  /// the view's place on screen: the harness asks this after every step.
  public var isOnScreen: Bool {
    var window: UIWindow?
    var origin = CGPoint.zero
    var current: UIView = self
    while true {
      if current.isHidden || current.alpha <= 0 { return false }
      if window == nil, let found = current as? UIWindow { window = found }
      let frame = current.frame
      origin.x += frame.origin.x
      origin.y += frame.origin.y
      guard let parent = current.superview else { break }
      current = parent
    }
    guard let window else { return false }
    let visible = bounds.offsetBy(dx: origin.x, dy: origin.y).intersection(window.screenBounds)
    return !visible.isNull && visible.width > 0 && visible.height > 0
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

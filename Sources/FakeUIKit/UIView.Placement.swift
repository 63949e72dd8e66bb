import AdSimulation
import Foundation

extension UIView {
  /// Where a view was found on screen, and the layout generation it was found in.
  ///
  /// The harness asks every banner whether it is on screen after every step, timer and
  /// settle, and most of them move nothing; a view keeps the answer of its last walk up
  /// the hierarchy until ``Simulation/layoutGeneration`` moves (a frame, hidden flag,
  /// alpha, superview or scroll offset changed, a view went away, or the device turned).
  struct Placement {
    /// The layout generation the walk saw; `nil` before the first walk.
    var generation: UInt64?
    /// Where the view's coordinate origin lies in its root view's coordinates (the
    /// window's, in a window): its frame's origin there, less its bounds' origin.
    var origin: CGPoint
    /// Whether a window contains the view.
    var isInWindow: Bool
    /// Whether the view shows: in a window, not hidden or transparent, meeting the screen
    /// with a part no scroll view above it clips away.
    var isOnScreen: Bool

    /// Nothing found yet.
    static let unknown = Placement(generation: nil, origin: .zero, isInWindow: false, isOnScreen: false)
  }

  /// The view's placement now: the kept one while the layout stands, else a new walk.
  ///
  /// One walk up the hierarchy finds the window, a hidden or transparent ancestor, the
  /// view's origin and the part of it a scroll view above it leaves visible; the answer is
  /// written once the walk is over, so no view is read while it is written.
  ///
  /// A point of a view lies in its superview at `frame.origin + (point - bounds.origin)`,
  /// so a scroll view's offset (its bounds' origin) moves its subviews the other way; a
  /// scroll view shows only what falls inside its bounds.
  var currentPlacement: Placement {
    let generation = Simulation.layoutGeneration
    if placement.generation == generation { return placement }
    var window: UIWindow?
    // Where this view's coordinate origin lies in the coordinates of the view walked to.
    var origin = CGPoint.zero
    // The part of the view no scroll view above it cuts off, in the view's coordinates.
    var visible = bounds
    var isShown = true
    var current: UIView = self
    while true {
      if current.isHidden || current.alpha <= 0 { isShown = false }
      if window == nil, let found = current as? UIWindow { window = found }
      let frame = current.frame
      let currentBounds = current === self ? visible : current.bounds
      if current !== self, current is UIScrollView {
        visible = visible.intersection(currentBounds.offsetBy(dx: -origin.x, dy: -origin.y))
      }
      origin.x += frame.origin.x - currentBounds.origin.x
      origin.y += frame.origin.y - currentBounds.origin.y
      guard let parent = current.superview else { break }
      current = parent
    }
    var isOnScreen = false
    if isShown, let window, !visible.isNull {
      let shown = visible.offsetBy(dx: origin.x, dy: origin.y).intersection(window.screenBounds)
      isOnScreen = !shown.isNull && shown.width > 0 && shown.height > 0
    }
    let found = Placement(generation: generation, origin: origin, isInWindow: window != nil, isOnScreen: isOnScreen)
    placement = found
    return found
  }
}

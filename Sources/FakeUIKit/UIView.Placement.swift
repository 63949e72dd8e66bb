import AdSimulation
import Foundation

extension UIView {
  /// Where a view was found on screen, and the layout generation it was found in.
  ///
  /// The harness asks every banner whether it is on screen after every step, timer and
  /// settle, and most of them move nothing; a view keeps the answer of its last walk up
  /// the hierarchy until ``Simulation/layoutGeneration`` moves (a frame, hidden flag,
  /// alpha or superview changed, a view went away, or the device turned).
  struct Placement {
    /// The layout generation the walk saw; `nil` before the first walk.
    var generation: UInt64?
    /// The view's origin in its root view's coordinates (the window's, in a window).
    var origin: CGPoint
    /// Whether a window contains the view.
    var isInWindow: Bool
    /// Whether the view shows: in a window, not hidden or transparent, meeting the screen.
    var isOnScreen: Bool

    /// Nothing found yet.
    static let unknown = Placement(generation: nil, origin: .zero, isInWindow: false, isOnScreen: false)
  }

  /// The view's placement now: the kept one while the layout stands, else a new walk.
  ///
  /// One walk up the hierarchy finds the window, a hidden or transparent ancestor and the
  /// view's origin; the answer is written once the walk is over, so no view is read while
  /// it is written.
  var currentPlacement: Placement {
    let generation = Simulation.layoutGeneration
    if placement.generation == generation { return placement }
    var window: UIWindow?
    var origin = CGPoint.zero
    var isShown = true
    var current: UIView = self
    while true {
      if current.isHidden || current.alpha <= 0 { isShown = false }
      if window == nil, let found = current as? UIWindow { window = found }
      let frame = current.frame
      origin.x += frame.origin.x
      origin.y += frame.origin.y
      guard let parent = current.superview else { break }
      current = parent
    }
    var isOnScreen = false
    if isShown, let window {
      let visible = bounds.offsetBy(dx: origin.x, dy: origin.y).intersection(window.screenBounds)
      isOnScreen = !visible.isNull && visible.width > 0 && visible.height > 0
    }
    let found = Placement(generation: generation, origin: origin, isInWindow: window != nil, isOnScreen: isOnScreen)
    placement = found
    return found
  }
}

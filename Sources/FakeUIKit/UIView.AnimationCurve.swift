extension UIView {
  /// How an animation's pace changes over its length; the fake applies every animation
  /// at once, so the curve is only kept.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// An even pace.
    case linear = 3
  }
}

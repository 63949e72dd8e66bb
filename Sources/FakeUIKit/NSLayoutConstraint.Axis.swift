extension NSLayoutConstraint {
  /// A direction of layout: across, or down.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

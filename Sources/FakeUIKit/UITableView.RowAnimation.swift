extension UITableView {
  /// How rows come and go; the fake moves them at once, whichever is asked.
  public enum RowAnimation: Int, Sendable {
    /// The rows fade.
    case fade = 0
    /// The rows slide to or from the right.
    case right = 1
    /// The rows slide to or from the left.
    case left = 2
    /// The rows slide to or from the top.
    case top = 3
    /// The rows slide to or from the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// The rows keep to the middle of their space.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }
}

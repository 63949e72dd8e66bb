extension UITableViewCell {
  /// How a selected cell looks; kept, not drawn.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// A blue highlight.
    case blue = 1
    /// A grey highlight.
    case gray = 2
    /// The system's highlight.
    case `default` = 3
  }
}

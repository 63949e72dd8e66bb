extension UITableViewCell {
  /// The lines between a table view's rows; kept, not drawn.
  public enum SeparatorStyle: Int, Sendable {
    /// No lines.
    case none = 0
    /// A thin line.
    case singleLine = 1
    /// An etched line.
    case singleLineEtched = 2
  }
}

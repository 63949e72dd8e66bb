extension UITableViewCell {
  /// Which labels a cell shows.
  public enum CellStyle: Int, Sendable {
    /// A text label alone, and no detail label.
    case `default` = 0
    /// A text label on the left and a detail label on the right.
    case value1 = 1
    /// A detail label on the left and a text label after it.
    case value2 = 2
    /// A text label above a detail label.
    case subtitle = 3
  }
}

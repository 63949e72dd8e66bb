extension UITableView {
  /// Where a row ends up in the table view when it scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as shows the row.
    case none = 0
    /// The row at the top.
    case top = 1
    /// The row in the middle.
    case middle = 2
    /// The row at the bottom.
    case bottom = 3
  }
}

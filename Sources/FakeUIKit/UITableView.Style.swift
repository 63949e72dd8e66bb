extension UITableView {
  /// How a table view groups its sections; kept, not drawn.
  public enum Style: Int, Sendable {
    /// Rows run edge to edge, sections one after another.
    case plain = 0
    /// Sections stand apart as groups.
    case grouped = 1
    /// Sections stand apart as groups with rounded corners, inset from the edges.
    case insetGrouped = 2
  }
}

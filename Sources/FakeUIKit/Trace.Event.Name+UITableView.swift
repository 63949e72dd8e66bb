import AdSimulation

extension Trace.Event.Name {
  /// The app used a table view in a way that raises an exception on a device: a row
  /// update that does not match the data source, an index path with no row, a cell
  /// dequeued for an identifier nothing was registered for.
  public static let tableViewMisuse: Self = "table view misuse"
}

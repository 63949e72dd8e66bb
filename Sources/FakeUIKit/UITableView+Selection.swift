import Foundation

extension UITableView {
  /// The row the user selected, until the app deselects it or reloads the table.
  public var indexPathForSelectedRow: IndexPath? { selectedPath }

  /// Selects the row, as the app does to show a choice; the delegate is not told, as on a
  /// device. The fake does not scroll to the row.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      if let selectedPath { deselectRow(at: selectedPath, animated: animated) }
      return
    }
    select(indexPath, cell: cellForRow(at: indexPath))
  }

  /// Deselects the row, as an app does once it has acted on the user's tap; the delegate is
  /// not told, as on a device.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedPath == indexPath else { return }
    selectedPath = nil
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Marks the row selected, and its cell when it is shown; a table selects one row at a time.
  func select(_ indexPath: IndexPath, cell: UITableViewCell?) {
    if let selectedPath, selectedPath != indexPath { cellForRow(at: selectedPath)?.setSelected(false, animated: false) }
    selectedPath = indexPath
    cell?.setSelected(true, animated: false)
  }
}

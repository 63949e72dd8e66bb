extension UITableViewCell {
  /// The standard mark a cell shows at its trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// No mark.
    case none = 0
    /// A chevron: the row leads to another screen.
    case disclosureIndicator = 1
    /// An information button and a chevron.
    case detailDisclosureButton = 2
    /// A check mark.
    case checkmark = 3
    /// An information button.
    case detailButton = 4
  }
}

extension UIButton {
  /// The kinds of button UIKit draws, or none for a custom one.
  public enum ButtonType: Int, Sendable {
    /// A button the app draws itself; the default.
    case custom = 0
    /// The system's button: tinted title, no border.
    case system = 1
    /// A chevron that shows more detail.
    case detailDisclosure = 2
    /// An information button for a light background.
    case infoLight = 3
    /// An information button for a dark background.
    case infoDark = 4
    /// A plus that adds a contact.
    case contactAdd = 5
    /// A plain button with no background.
    case plain = 6
    /// A close button: a cross in a circle.
    case close = 7

    /// The old name of the system button.
    public static var roundedRect: ButtonType { .system }
  }
}

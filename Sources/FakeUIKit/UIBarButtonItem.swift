/// A button in a navigation or tool bar, such as a privacy settings entry, run through its
/// primary action (the closure form of target and action).
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// The kind of bar button.
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case plain
    /// A button for the main action.
    case done
  }

  /// The title shown on the button.
  @exclusivity(unchecked) open var title: String?
  /// Whether the user can use the button; a disabled one runs no action.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the button is hidden.
  @exclusivity(unchecked) open var isHidden = false
  /// The action run on a tap.
  @exclusivity(unchecked) open var primaryAction: UIAction?

  /// Creates a bar button with a title and a primary action.
  public init(title: String? = nil, primaryAction: UIAction? = nil) {
    self.title = title
    self.primaryAction = primaryAction
  }

  /// Creates a bar button with a title and a style and no action yet.
  public convenience init(title: String?, style: Style) {
    self.init(title: title)
  }

  /// Runs the primary action, as a user's tap would, when the button is enabled and shown.
  public func tap() {
    guard isEnabled, !isHidden, let primaryAction else { return }
    primaryAction.handler(primaryAction)
  }
}

/// A button in a navigation or tool bar, such as a privacy settings entry, run through its
/// primary action (the closure form of target and action).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// The kind of bar button.
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case plain
    /// A bordered button, an older look now drawn as plain.
    case bordered
    /// A button for the main action.
    case done
  }

  /// The title shown on the button.
  @exclusivity(unchecked) open var title: String?
  /// The image shown on the button.
  @exclusivity(unchecked) open var image: UIImage?
  /// The look of the button.
  @exclusivity(unchecked) open var style = Style.plain
  /// Whether the user can use the button; a disabled one runs no action.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the button is hidden.
  @exclusivity(unchecked) open var isHidden = false
  /// The action run on a tap.
  @exclusivity(unchecked) open var primaryAction: UIAction?
  /// The menu the button shows.
  @exclusivity(unchecked) open var menu: UIMenu?
  /// A view shown in place of the button.
  @exclusivity(unchecked) open var customView: UIView?
  /// The colour of the title and image.
  @exclusivity(unchecked) open var tintColor: UIColor?
  /// A number the app may use to find the button.
  @exclusivity(unchecked) open var tag = 0
  /// The system button this is, if it is one.
  @exclusivity(unchecked) package private(set) var systemItem: SystemItem?

  /// Creates a bar button with no title and no action yet.
  public override init() {
    super.init()
  }

  /// Creates a bar button with a title, an image, a primary action and a menu, any of
  /// which may be left out.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a bar button with a title and a style and no action yet.
  public convenience init(title: String?, style: Style) {
    self.init(title: title)
    self.style = style
  }

  /// Creates one of the system's bar buttons, such as Done or Add, with a primary action
  /// and a menu.
  public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?, menu: UIMenu?) {
    self.init(primaryAction: primaryAction, menu: menu)
    self.systemItem = systemItem
    if systemItem == .done { style = .done }
  }

  /// Creates one of the system's bar buttons with an optional primary action and menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
  }

  /// Creates a bar button that shows a view of the app's, such as a button.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Runs the primary action, as a user's tap would, when the button is enabled and shown.
  public func tap() {
    guard isEnabled, !isHidden, let primaryAction else { return }
    primaryAction.handler(primaryAction)
  }
}

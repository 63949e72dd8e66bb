/// A message with buttons that the app presents over its screen.
///
/// The simulation records each alert that comes on screen, so a rule can tell whether
/// the app showed the user something, such as an ad error it should have kept to itself.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the alert is laid out.
  public enum Style: Int, Sendable {
    /// A sheet from the bottom edge.
    case actionSheet
    /// A box in the middle of the screen.
    case alert
  }

  /// The alert's message.
  @exclusivity(unchecked) open var message: String?
  /// How the alert is laid out.
  public private(set) var preferredStyle = Style.actionSheet
  /// The buttons, in the order added.
  @exclusivity(unchecked) public private(set) var actions: [UIAlertAction] = []

  /// Creates an alert; its title is the view controller's ``UIViewController/title``.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }
}

/// A button of an alert.
@preconcurrency @MainActor
open class UIAlertAction {
  /// How a button looks.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default`
    /// A button that closes the alert without doing anything.
    case cancel
    /// A button that destroys something.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// How the button looks.
  public let style: Style
  let handler: ((UIAlertAction) -> Void)?

  /// Creates a button.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

extension UIAlertController {
  /// The user taps one of the alert's actions: the alert goes away, then the action's
  /// handler runs, as on a device.
  ///
  /// The harness uses it to answer an alert the app shows, such as declining a rewarded
  /// interstitial's introduction with its cancel action.
  package func tap(_ action: UIAlertAction) {
    UIKitRunState.current(for: "UIAlertAction tap").simulation.record(
      .observation, actor: .user, name: .alertActionTapped, detail: "\"\(action.title ?? "")\"",
      fields: ["cancel": .flag(action.style == .cancel)])
    dismiss(animated: true)
    action.handler?(action)
  }
}

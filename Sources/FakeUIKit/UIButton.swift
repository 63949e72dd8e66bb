/// A button: a control with a title for each state that runs its actions on a tap.
///
/// Titles and title colours are kept per state; a state with none of its own shows the
/// normal state's, as on a device.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button: the system look or one the app draws.
  @exclusivity(unchecked) public private(set) var buttonType = ButtonType.custom
  @exclusivity(unchecked) private var titles: [UInt: String] = [:]
  @exclusivity(unchecked) private var titleColors: [UInt: UIColor] = [:]
  @exclusivity(unchecked) private var label: UILabel?

  /// Creates a button of the type, with an empty frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// The button's look as a value, which shows its title in place of the per-state ones;
  /// `nil` for a button made the older way.
  open var configuration: Configuration? {
    didSet {
      refreshLabel()
      invalidateIntrinsicContentSize()
    }
  }

  /// Creates a button of the type with a primary action, run on a tap, which gives the
  /// button its title.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    take(primaryAction)
  }

  /// Creates a button with a primary action, run on a tap, which gives the button its title.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    take(primaryAction)
  }

  /// Creates a system button with the configuration and a primary action, run on a tap; an
  /// action with a title gives the configuration its title.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    take(primaryAction)
  }

  /// Registers the primary action, and shows its title when it has one, as UIKit does for a
  /// button made with one.
  private func take(_ primaryAction: UIAction?) {
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    guard !primaryAction.title.isEmpty else { return }
    if configuration != nil {
      configuration?.title = primaryAction.title
    } else {
      setTitle(primaryAction.title, for: .normal)
    }
  }

  /// Sets the title shown in the state; nil takes it away.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    refreshLabel()
    invalidateIntrinsicContentSize()
  }

  /// The size the title takes in the button's label, in the fake's text metric, with the
  /// system button's height of 34 points; 30×34 without a title.
  open override var intrinsicContentSize: CGSize {
    guard let title = currentTitle, !title.isEmpty else { return CGSize(width: 30, height: 34) }
    let size = label?.font.pointSize ?? 17
    return CGSize(width: max(30, CGFloat(title.layoutCharacterCount) * size / 2), height: 34)
  }

  /// The title set for the state, falling back to the normal one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, or the one for the button's current ``state``.
  open var currentTitle: String? {
    if let configuration { return configuration.title }
    return title(for: state)
  }

  /// Sets the colour of the title in the state; nil takes it away.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    refreshLabel()
  }

  /// The title colour in the state, falling back to the normal one and then to the type's
  /// own: the tint for a system button (grey while disabled), white for a custom one.
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
    guard buttonType != .custom else { return .white }
    return state.contains(.disabled) ? .systemGray : tintColor
  }

  /// The title colour now, for the button's current ``state``.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// The label that shows the title; it follows the current title and colour, and the app
  /// may set its font.
  open var titleLabel: UILabel? {
    if label == nil { label = UILabel(frame: .zero) }
    refreshLabel()
    return label
  }

  /// Shows the new state's title.
  override open var isEnabled: Bool {
    didSet { refreshLabel() }
  }

  /// Shows the new state's title.
  override open var isSelected: Bool {
    didSet { refreshLabel() }
  }

  /// Shows the new state's title.
  override open var isHighlighted: Bool {
    didSet { refreshLabel() }
  }

  /// Runs the button's tap and primary actions, as a user's tap would.
  override open func sendActions(for controlEvents: Event) {
    super.sendActions(
      for: controlEvents.contains(.touchUpInside) ? controlEvents.union(.primaryActionTriggered) : controlEvents)
  }

  private func refreshLabel() {
    guard let label else { return }
    label.text = currentTitle
    label.textColor = currentTitleColor
  }
}

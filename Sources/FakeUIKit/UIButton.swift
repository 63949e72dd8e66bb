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

  /// Creates a button of the type with a primary action, run on a tap.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a button with a primary action, run on a tap.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
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

  /// The title shown in the state, falling back to the normal one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown now, for the button's current ``state``.
  open var currentTitle: String? { title(for: state) }

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

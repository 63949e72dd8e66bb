/// A button: a control with a title for each state that runs its actions on a tap.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The states a control's title can be set for.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a state set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The usual state.
    public static let normal = State([])
    /// While the control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
  }

  @exclusivity(unchecked) private var titles: [UInt: String] = [:]

  /// Creates a button with a primary action, run on a tap.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title shown in the state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title shown in the state, falling back to the usual one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

  /// Runs the button's tap and primary actions, as a user's tap would.
  override open func sendActions(for controlEvents: Event) {
    super.sendActions(for: controlEvents.contains(.touchUpInside) ? controlEvents.union(.primaryActionTriggered) : controlEvents)
  }
}

/// A view the user acts on, such as a button, that runs the actions added for each event.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a control reports.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates an event set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A button's primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control responds to the user; a disabled one runs no action.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the control is selected, as a toggle that is on.
  @exclusivity(unchecked) open var isSelected = false
  /// Whether a finger is down on the control.
  @exclusivity(unchecked) open var isHighlighted = false

  /// The control's state now, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }
  @exclusivity(unchecked) private var actions: [(event: Event, action: UIAction)] = []

  /// Runs the action whenever the event happens.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((controlEvents, action))
  }

  /// Stops running the action for the event.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.event == controlEvents }
  }

  /// Runs the actions added for the event, as a user's touch would, when the control is
  /// enabled and visible.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled, !isHidden else { return }
    for entry in actions where !entry.event.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

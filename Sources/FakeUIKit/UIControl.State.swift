extension UIControl {
  /// The states a control can be in, which pick its title and colours.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// Creates a state set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The usual state: enabled, not selected, not touched.
    public static let normal = State([])
    /// While a finger is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// While the control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// While the control is selected, as a toggle that is on.
    public static let selected = State(rawValue: 1 << 2)
    /// While the control has the focus.
    public static let focused = State(rawValue: 1 << 3)
  }
}

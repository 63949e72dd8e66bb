extension UIView {
  /// The parts of a view that stretch when its superview's size changes: its margins to
  /// the superview's edges, its width and its height.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Creates the mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The margin to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

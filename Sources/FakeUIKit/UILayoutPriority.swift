/// How much a constraint matters: 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// A priority of that value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of that value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold.
  public static let required = UILayoutPriority(1000)
  /// A constraint that should hold unless a required one says otherwise.
  public static let defaultHigh = UILayoutPriority(750)
  /// A weak preference.
  public static let defaultLow = UILayoutPriority(250)
  /// The weakest preference, for fitting sizes.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// The priority raised by the amount, as `.defaultHigh + 1` reads.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

  /// The priority lowered by the amount, as `.required - 1` reads.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

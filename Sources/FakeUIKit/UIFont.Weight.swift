import Foundation

extension UIFont {
  /// How heavy a font's strokes are, from ultra light (negative) to black.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight as a number: 0 is regular, below lighter, above heavier.
    public let rawValue: CGFloat
    /// Creates a weight from its number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from its number.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The lightest weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular, for body text.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold, for headlines.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight.
    public static let black = Weight(rawValue: 0.62)

    /// The weight's name in a system font's name.
    var name: String {
      switch self {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Weight\(rawValue)"
      }
    }
  }
}

import Foundation

/// A colour as Core Graphics keeps it, for layers: red, green, blue and opacity components
/// from 0 to 1.
///
/// Foundation on Linux has no Core Graphics, so the fake brings this much of it, as
/// `UIColor.cgColor` and the layer's colours need. Two colours are equal when their
/// components are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  // Immutable once made, which is what makes sharing a colour across actors safe.
  private let rgba: [CGFloat]

  /// Creates a colour from red, green, blue and opacity components, each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = [red, green, blue, alpha]
  }

  /// Creates a grey from its brightness and opacity, each from 0 to 1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The components: red, green, blue, then opacity.
  public var components: [CGFloat]? { rgba }

  /// The number of components, opacity included: always 4 here.
  public var numberOfComponents: Int { rgba.count }

  /// The opacity from 0 to 1.
  public var alpha: CGFloat { rgba[3] }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: alpha)
  }

  /// Whether the two colours have the same components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.rgba == rhs.rgba
  }

  /// Hashes the components, equal for equal colours.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rgba)
  }

  /// The components, as a debugger shows them.
  public var description: String {
    "CGColor(red: \(rgba[0]), green: \(rgba[1]), blue: \(rgba[2]), alpha: \(rgba[3]))"
  }
}

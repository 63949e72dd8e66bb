import Foundation

/// The key a literal names text by, with its interpolations: `Text("\(km, specifier: "%.1f") km")`.
///
/// There are no string tables here: the key reads as the text it writes, its values
/// formatted as SwiftUI formats them in the development language.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The text the key writes.
  let text: String

  /// A key of the literal.
  public init(stringLiteral value: String) {
    text = value
  }

  /// A key of the string.
  public init(_ value: String) {
    text = value
  }

  /// A key of the literal and its interpolations.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// The literal's pieces and the values between them, written out.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// A piece of the literal.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value, described as string interpolation describes it.
    public mutating func appendInterpolation<T>(_ value: T) {
      text += "\(value)"
    }

    /// A number in the printf-style format: `"\(distance, specifier: "%.1f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// Text, as it reads.
    public mutating func appendInterpolation(_ value: Text) {
      text += value.content
    }
  }
}

import FakeUIKit

/// A line or more of read-only text.
public struct Text: View, Equatable {
  /// The text shown.
  public let content: String

  /// Text showing the string as it is.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Text showing the string as it is, not looked up as a localization key.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Text of the key a literal names, with its interpolations written out.
  public init(_ key: LocalizedStringKey) {
    self.content = key.text
  }
}

extension Text: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .text(characters: content.layoutCharacterCount) }
  var drawsContent: Bool { true }
}

extension Text {
  /// The same text in the font; fonts do not change the simulated layout.
  public func font(_ font: Font?) -> Text { self }
  /// The same text, bold.
  public func bold() -> Text { self }
  /// The same text in the colour.
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// The same text in the style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

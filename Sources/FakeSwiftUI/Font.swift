/// A font for text; it does not change the simulated layout.
public struct Font: Hashable, Sendable {
  let name: String

  /// The body text style.
  public static let body = Font(name: "body")
  /// The headline text style.
  public static let headline = Font(name: "headline")
  /// The title text style.
  public static let title = Font(name: "title")
  /// The large title text style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The second title text style.
  public static let title2 = Font(name: "title2")
  /// The third title text style.
  public static let title3 = Font(name: "title3")
  /// The subheadline text style.
  public static let subheadline = Font(name: "subheadline")
  /// The callout text style.
  public static let callout = Font(name: "callout")
  /// The footnote text style.
  public static let footnote = Font(name: "footnote")
  /// The caption text style.
  public static let caption = Font(name: "caption")
  /// The second caption text style.
  public static let caption2 = Font(name: "caption2")

  /// The system font of the size.
  public static func system(size: Double) -> Font {
    Font(name: "system \(size)")
  }
}

extension View {
  /// The view in the font; it does not change the simulated layout.
  public func font(_ font: Font?) -> some View {
    self
  }

  /// The view in the colour; it does not change the simulated layout.
  public func foregroundColor(_ color: Color?) -> some View {
    self
  }
}

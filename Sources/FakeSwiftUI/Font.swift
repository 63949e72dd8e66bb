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
  /// The caption text style.
  public static let caption = Font(name: "caption")

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

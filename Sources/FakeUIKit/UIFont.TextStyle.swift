import Foundation

extension UIFont {
  /// The role of a piece of text, such as a headline or body text, which picks its font.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a style from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The largest title, 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title, 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title, 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title, 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A headline, 17 points semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheadline, 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text, 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout, 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote, 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption, 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A smaller caption, 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The size and weight of the style at the default text size setting.
    var defaultSizeAndWeight: (CGFloat, Weight) {
      let sizes: [TextStyle: (CGFloat, Weight)] = [
        .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular),
        .title3: (20, .regular), .headline: (17, .semibold), .subheadline: (15, .regular),
        .body: (17, .regular), .callout: (16, .regular), .footnote: (13, .regular),
        .caption1: (12, .regular), .caption2: (11, .regular),
      ]
      return sizes[self] ?? (17, .regular)
    }
  }
}

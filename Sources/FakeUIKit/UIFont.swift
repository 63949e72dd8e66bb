import Foundation

/// A font: a name and a size in points.
///
/// Nothing is drawn, so a font is what a test reads back: the size a label was given, and
/// whether it is the system font and how heavy.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's full name, such as `.SFUI-Bold` for the bold system font.
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The weight the font was asked for; regular unless made with a weight.
  package let weight: Weight

  private init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    super.init()
  }

  /// Creates the named font at the size; the simulation has every font, so this never
  /// returns nil.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular)
  }

  /// The system font at the size, regular weight.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at the size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(weight.name)", familyName: ".SF UI", pointSize: fontSize, weight: weight)
  }

  /// The bold system font at the size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at the size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-RegularItalic", familyName: ".SF UI", pointSize: fontSize, weight: .regular)
  }

  /// The system font with digits of equal width, for counters and timers.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The font for text of the style, at its size for the default text size setting.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight) = style.defaultSizeAndWeight
    return systemFont(ofSize: size, weight: weight)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight)
  }

  /// Whether the other object is a font of the same name and size.
  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  /// A hash of the name and size, equal for equal fonts.
  override open var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// The name and size, as a debugger shows them.
  override open var description: String { "UIFont(\(fontName), \(pointSize)pt)" }
}

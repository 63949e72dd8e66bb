import Foundation

/// A colour: red, green, blue and opacity components from 0 to 1.
///
/// Nothing is drawn, so a colour is only its components; two colours are equal when their
/// components are. The system colours that adapt to dark mode on a device keep their light
/// appearance here.
open class UIColor: NSObject, @unchecked Sendable {
  // Immutable once made, which is what makes sharing a colour across actors safe.
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a colour from red, green, blue and opacity components, each from 0 to 1.
  ///
  /// Components outside 0...1 are kept as given, as extended-range colours are on a device.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a grey from its brightness and opacity, each from 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation, brightness and opacity, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch index {
      case 0: (brightness, rising, low)
      case 1: (falling, brightness, low)
      case 2: (low, brightness, rising)
      case 3: (low, falling, brightness)
      case 4: (rising, low, brightness)
      default: (brightness, low, falling)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Creates a colour in the Display P3 space; the fake keeps the components as given.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The same colour with another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Writes the colour's components where the pointers point, skipping nil ones.
  ///
  /// - Returns: Always true: every colour here has red, green and blue components.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes the colour's brightness, the mean of its red, green and blue, and its opacity.
  ///
  /// - Returns: Always true.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = (components.red + components.green + components.blue) / 3
    alpha?.pointee = components.alpha
    return true
  }

  /// Whether the other object is a colour with the same components.
  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  /// A hash of the components, equal for equal colours.
  override open var hash: Int {
    var hasher = Hasher()
    hasher.combine(components.red)
    hasher.combine(components.green)
    hasher.combine(components.blue)
    hasher.combine(components.alpha)
    return hasher.finalize()
  }

  /// The components, as a debugger shows them.
  override open var description: String {
    "UIColor(red: \(components.red), green: \(components.green), blue: \(components.blue), alpha: \(components.alpha))"
  }
}

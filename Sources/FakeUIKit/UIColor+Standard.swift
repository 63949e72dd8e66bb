import Foundation

// The named colours. The fixed ones are plain component values; the system ones take
// their light-mode values, as the simulation has no dark mode.
extension UIColor {
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// Black, fully opaque.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// A dark grey: brightness one third.
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  /// A light grey: brightness two thirds.
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  /// White, fully opaque.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// A middle grey: brightness one half.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Pure red.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Pure green.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Pure blue.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Green and blue.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Red and green.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Red and blue.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Red with half green.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Half red and half blue.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// A brown: 0.6 red, 0.4 green, 0.2 blue.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// No colour at all: black with zero opacity.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// The system's blue, the default tint.
  public class var systemBlue: UIColor { rgb(0, 122, 255) }
  /// The system's red.
  public class var systemRed: UIColor { rgb(255, 59, 48) }
  /// The system's green.
  public class var systemGreen: UIColor { rgb(52, 199, 89) }
  /// The system's orange.
  public class var systemOrange: UIColor { rgb(255, 149, 0) }
  /// The system's yellow.
  public class var systemYellow: UIColor { rgb(255, 204, 0) }
  /// The system's pink.
  public class var systemPink: UIColor { rgb(255, 45, 85) }
  /// The system's purple.
  public class var systemPurple: UIColor { rgb(175, 82, 222) }
  /// The system's teal.
  public class var systemTeal: UIColor { rgb(48, 176, 199) }
  /// The system's indigo.
  public class var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// The system's grey.
  public class var systemGray: UIColor { rgb(142, 142, 147) }
  /// The system's second grey, lighter than ``systemGray``.
  public class var systemGray2: UIColor { rgb(174, 174, 178) }
  /// The system's third grey.
  public class var systemGray3: UIColor { rgb(199, 199, 204) }
  /// The system's fourth grey.
  public class var systemGray4: UIColor { rgb(209, 209, 214) }
  /// The system's fifth grey.
  public class var systemGray5: UIColor { rgb(229, 229, 234) }
  /// The system's sixth grey, the lightest.
  public class var systemGray6: UIColor { rgb(242, 242, 247) }

  /// The background of a screen: white.
  public class var systemBackground: UIColor { rgb(255, 255, 255) }
  /// The background of content on a screen's background.
  public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
  /// The background of content on a secondary background: white.
  public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
  /// The background of a grouped list.
  public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
  /// The background of content on a grouped background: white.
  public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
  /// Text for the main content: black.
  public class var label: UIColor { rgb(0, 0, 0) }
  /// Text for secondary content.
  public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
  /// Text for tertiary content.
  public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
  /// Text for quaternary content.
  public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
  /// Placeholder text in a text field.
  public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
  /// A thin line between items.
  public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
  /// Text for a link.
  public class var link: UIColor { rgb(0, 122, 255) }
  /// A fill for thin and small shapes.
  public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
  /// A fill for medium shapes.
  public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
}

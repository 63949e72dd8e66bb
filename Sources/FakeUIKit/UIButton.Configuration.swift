extension UIButton {
  /// A button's look as a value (iOS 15): its style, title and image, which the button
  /// shows in place of its per-state titles.
  ///
  /// The styles differ on a device only in how they draw; here each keeps its name, and the
  /// title is what the user reads and the harness finds.
  public struct Configuration: Hashable, Sendable {
    /// The style a configuration was made with.
    public enum Style: String, Hashable, Sendable {
      /// No background.
      case plain
      /// A tinted background.
      case tinted
      /// A grey background.
      case gray
      /// A filled background in the tint colour.
      case filled
      /// No border and no background.
      case borderless
      /// A bordered, light background.
      case bordered
      /// A bordered, tinted background.
      case borderedTinted
      /// A bordered background in the tint colour.
      case borderedProminent
    }

    /// How much a configuration's corners are rounded.
    public enum CornerStyle: Hashable, Sendable {
      /// The style's own rounding.
      case dynamic
      /// The rounding of the background's corner radius.
      case fixed
      /// A little rounding.
      case small
      /// Some rounding.
      case medium
      /// A lot of rounding.
      case large
      /// Fully rounded ends.
      case capsule
    }

    /// How big the button is drawn.
    public enum Size: Hashable, Sendable {
      /// The size that suits the content.
      case medium
      /// A mini button.
      case mini
      /// A small button.
      case small
      /// A large button.
      case large
    }

    /// The style the configuration was made with.
    public let style: Style
    /// The button's title, or `nil` for none.
    public var title: String?
    /// A second line under the title.
    public var subtitle: String?
    /// The button's image.
    public var image: UIImage?
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The colour of the title and image, or `nil` for the style's.
    public var baseForegroundColor: UIColor?
    /// The colour of the background, or `nil` for the style's.
    public var baseBackgroundColor: UIColor?
    /// How much the corners are rounded.
    public var cornerStyle: CornerStyle = .dynamic
    /// How big the button is drawn.
    public var buttonSize: Size = .medium
    /// Whether an activity indicator shows in place of the image.
    public var showsActivityIndicator = false

    init(style: Style) {
      self.style = style
    }

    /// A configuration with no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A configuration with a tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A configuration with a grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A configuration filled with the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A configuration with neither border nor background.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered configuration.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted configuration.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered configuration in the tint colour.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
  }
}

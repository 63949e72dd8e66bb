import Foundation

/// The standard content of a list cell: an image, a text and a secondary text, each with
/// its look.
///
/// `cell.defaultContentConfiguration()` gives one in the cell's style; the app fills it and
/// sets it as the cell's `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How a text of the configuration looks.
  public struct TextProperties {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The most lines the text may take; 0 for as many as it needs.
    public var numberOfLines = 0
    /// How the lines line up.
    public var alignment = TextAlignment.natural
    /// Whether the font follows the user's text size setting (see
    /// ``UILabel/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory = true

    /// How the lines of a configuration's text line up.
    public enum TextAlignment: Int, Sendable {
      /// As the script's direction has it.
      case natural
      /// Centred.
      case center
      /// Both edges.
      case justified
    }
  }

  /// How the image of the configuration looks.
  public struct ImageProperties {
    /// The colour of a template image, or nil for the tint around it.
    public var tintColor: UIColor?
    /// The largest size the image is shown at; zero for no limit.
    public var maximumSize = CGSize.zero
    /// The radius of the image's rounded corners.
    public var cornerRadius: CGFloat = 0
  }

  /// The image, or nil for none.
  public var image: UIImage?
  /// The main text, or nil for none.
  public var text: String?
  /// The secondary text, or nil for none.
  public var secondaryText: String?
  /// How the main text looks.
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  /// How the image looks.
  public var imageProperties = ImageProperties()

  /// The content of a plain cell: an image and a text.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The content of a cell with its secondary text below its text.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
    return configuration
  }

  /// The content of a cell with its secondary text after its text, on the same line.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
    return configuration
  }

  /// Makes a list content view that shows this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The same configuration: the simulation's cells do not restyle their content when
  /// selected or highlighted.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

import Foundation

/// The view that shows a list content configuration: its image at the leading edge, its
/// text and its secondary text in labels beside it, one above the other.
///
/// The views are placed 16 points in from the sides and 11 from the top and bottom, the
/// image square at the height of the text, as a list cell on a phone places them.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel(frame: .zero)
  private let secondaryTextLabel = UILabel(frame: .zero)
  private var listConfiguration: UIListContentConfiguration

  /// Creates a view that shows the configuration.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    show()
  }

  /// Creates a view from an archive; the simulation has none to read, so it shows an empty
  /// plain configuration.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    show()
  }

  /// The configuration shown; a configuration other than a list one is not shown.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      show()
    }
  }

  /// Whether the configuration is a list one, which this view shows by having it set.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// The view's rectangle; its labels and image are placed again in it.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      place()
    }
  }

  private func show() {
    imageView.image = listConfiguration.image
    imageView.isHidden = listConfiguration.image == nil
    for (label, text, properties) in [
      (textLabel, listConfiguration.text, listConfiguration.textProperties),
      (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties),
    ] {
      label.text = text
      label.isHidden = text == nil
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
    }
    place()
  }

  private func place() {
    let area = bounds.inset(by: UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    var leading = area.minX
    if !imageView.isHidden {
      imageView.frame = CGRect(x: leading, y: area.minY, width: area.height, height: area.height)
      leading += area.height + 16
    }
    let width = max(0, area.maxX - leading)
    let texts = [textLabel, secondaryTextLabel].filter { !$0.isHidden }
    let height = texts.isEmpty ? 0 : area.height / CGFloat(texts.count)
    for (index, label) in texts.enumerated() {
      label.frame = CGRect(x: leading, y: area.minY + CGFloat(index) * height, width: width, height: height)
    }
  }
}

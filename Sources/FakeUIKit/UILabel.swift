/// How the lines of a label's text line up.
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Along the right edge.
  case right = 2
  /// Both edges.
  case justified = 3
  /// As the script's direction has it.
  case natural = 4
}

/// A view that shows a line or more of text: a score, a status, a countdown.
///
/// The text is kept, not drawn; a test or a rule reads it back.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown, or nil for none.
  @exclusivity(unchecked) open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The most lines the text may take; 0 for as many as it needs.
  @exclusivity(unchecked) open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How the lines line up.
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural
  /// Whether the label is drawn as enabled.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the text shrinks, down to ``minimumScaleFactor``, to fit the width.
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the font size the text may shrink to.
  @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the user's text size setting; kept: the simulated devices
  /// keep the default text size, so the font never changes for it.
  @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false
  @exclusivity(unchecked) private var ownTextColor: UIColor?
  @exclusivity(unchecked) private var ownFont: UIFont?
  /// The font of a label not given one: fonts do not change, so every label shares it.
  private static let defaultFont = UIFont.systemFont(ofSize: 17)

  /// The colour of the text; the label colour unless set, and setting nil goes back to it.
  open var textColor: UIColor! {
    get { ownTextColor ?? .label }
    set { ownTextColor = newValue }
  }

  /// The font of the text; the 17-point system font unless set, and setting nil goes back
  /// to it.
  open var font: UIFont! {
    get { ownFont ?? UILabel.defaultFont }
    set {
      ownFont = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The width a label of several lines wraps its text at when constraints do not set its
  /// width; 0 wraps at the width the layout gives.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The size the text takes on one line, or wrapped at ``preferredMaxLayoutWidth``: no
  /// size for no text.
  open override var intrinsicContentSize: CGSize {
    textSize(wrappedAt: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
  }

  /// How many characters of the text the label shows in its bounds, in the fake's text
  /// metric: as many as fit on each line, on the lines that fit whole in its height (at
  /// least one) within ``numberOfLines``; the font shrinks to ``minimumScaleFactor`` when
  /// ``adjustsFontSizeToFitWidth`` is on.
  package var visibleCharacterCount: Int {
    guard let text, !text.isEmpty else { return 0 }
    let scale = adjustsFontSizeToFitWidth && minimumScaleFactor > 0 ? minimumScaleFactor : 1
    let size = font.pointSize * scale
    let perLine = Int((bounds.width / (size / 2)).rounded(.down))
    var lines = max(1, Int((bounds.height / (size * 1.2).rounded(.up)).rounded(.down)))
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return min(text.layoutCharacterCount, max(0, perLine) * lines)
  }

  /// Where the label draws its text in its bounds, in the fake's text metric: wrapped at
  /// its width, centred vertically as UIKit centres a label's text, and placed across by
  /// ``textAlignment``; empty for no text.
  package var drawnTextRect: CGRect {
    let size = textSize(wrappedAt: bounds.width)
    let width = min(size.width, bounds.width)
    let height = min(size.height, bounds.height)
    guard width > 0, height > 0 else { return .zero }
    let free = bounds.width - width
    let x: CGFloat =
      switch textAlignment {
      case .center: free / 2
      case .right: free
      case .left, .justified, .natural: 0
      }
    return CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
  }

  /// The size the text takes wrapped at the width, within ``numberOfLines`` (0: as many
  /// as it needs), in the fake's text metric: each character half the font's size wide,
  /// each line 1.2 times its size tall.
  func textSize(wrappedAt width: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = font.pointSize
    let natural = CGFloat(text.layoutCharacterCount) * size / 2
    let lineHeight = (size * 1.2).rounded(.up)
    guard let width, width > 0, natural > width, numberOfLines != 1 else {
      return CGSize(width: natural, height: lineHeight)
    }
    var lines = (natural / width).rounded(.up)
    if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
    return CGSize(width: width, height: lines * lineHeight)
  }
}

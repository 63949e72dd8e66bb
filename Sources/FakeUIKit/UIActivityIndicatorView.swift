/// A spinner shown while something loads, such as an ad.
///
/// By default it hides itself when stopped, as UIKit's does, so an app that stops it
/// when the ad arrives also takes it off the screen.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// How the spinner looks.
  public enum Style: Int, Sendable {
    /// The large white spinner of early UIKit.
    case whiteLarge = 0
    /// The white spinner of early UIKit.
    case white = 1
    /// The grey spinner of early UIKit.
    case gray = 2
    /// The usual spinner.
    case medium = 100
    /// The large spinner.
    case large = 101
  }

  /// How the spinner looks.
  @exclusivity(unchecked) open var style: Style
  /// Whether it hides when stopped; true by default.
  @exclusivity(unchecked) open var hidesWhenStopped = true {
    didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
  }
  /// Whether it is spinning.
  @exclusivity(unchecked) public private(set) var isAnimating = false

  /// A spinner of the style, stopped and so hidden.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// A spinner with the frame, stopped and so hidden.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// A spinner from an archive; the simulation has none to read, so it is a medium
  /// spinner, stopped and so hidden.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning, and hides the spinner when it hides when stopped.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}

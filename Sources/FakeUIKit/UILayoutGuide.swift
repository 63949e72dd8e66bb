import Foundation

/// A rectangle in a view that constraints can refer to: the view's safe area
/// (`safeAreaLayoutGuide`), the part not under the status or navigation bar, or its
/// margins (`layoutMarginsGuide`), the safe area less the view's layout margins.
///
/// An app's own guides (`addLayoutGuide(_:)`) are not modelled.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchored {
  /// The view the guide belongs to.
  public private(set) weak var owningView: UIView?
  /// Whether the guide is the view's margins rather than its safe area.
  private let isMargins: Bool

  init(safeAreaOf view: UIView) {
    owningView = view
    isMargins = false
    super.init()
  }

  init(marginsOf view: UIView) {
    owningView = view
    isMargins = true
    super.init()
  }

  /// The guide's rectangle in its view's coordinates.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    let safeArea = owningView.bounds.inset(by: owningView.safeAreaInsets)
    return isMargins ? safeArea.inset(by: owningView.layoutMargins) : safeArea
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

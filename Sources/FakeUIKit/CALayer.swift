import Foundation

/// The layer behind a view, which a device draws: corners, border, shadow, opacity.
///
/// Nothing is drawn here, so a layer only keeps what the app sets, for a test or a rule to
/// read back. ``masksToBounds`` is the view's `clipsToBounds`; ``opacity`` is kept apart
/// from the view's `alpha`, and only `alpha` counts for the on-screen check. The layer's
/// own geometry and sublayers are not modelled. QuartzCore's types live in the fake UIKit,
/// which a file that imports UIKit sees as it sees them on a device.
open class CALayer: NSObject {
  /// The radius of the rounded corners; 0 for square ones.
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds; all four unless set.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of the rounded corners.
  open var cornerCurve = CALayerCornerCurve.circular
  /// Whether sublayers, and a view's subviews, are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The width of the border; 0 for none.
  open var borderWidth: CGFloat = 0
  /// The colour of the border; opaque black unless set.
  open var borderColor: CGColor? = .black
  /// The colour behind the layer's content; nil for none.
  open var backgroundColor: CGColor?
  /// The colour of the shadow; opaque black unless set.
  open var shadowColor: CGColor? = .black
  /// The opacity of the shadow from 0, the default (no shadow), to 1.
  open var shadowOpacity: Float = 0
  /// How far the shadow falls from the layer; (0, -3) unless set.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow; 3 unless set.
  open var shadowRadius: CGFloat = 3
  /// The layer's opacity from 0 to 1; kept apart from the view's `alpha`.
  open var opacity: Float = 1
  /// Whether the layer is drawn once into a bitmap and reused.
  open var shouldRasterize = false
  /// The scale of that bitmap.
  open var rasterizationScale: CGFloat = 1
  /// The layer's place front to back among its siblings.
  open var zPosition: CGFloat = 0
  /// A name for the layer, for the app's own use.
  open var name: String?

  /// Creates a layer with the defaults.
  public override init() {
    super.init()
  }

  /// Creates a layer from an archive; the simulation has none to read, so the layer has
  /// the defaults.
  public required init?(coder: NSCoder) {
    super.init()
  }
}

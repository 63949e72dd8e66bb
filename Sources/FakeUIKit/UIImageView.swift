import AdSimulation

/// A view that shows an image: an ad's icon, its main image, a row of rating stars.
///
/// The image is kept, not drawn. As on a device, an image view takes no touches unless the
/// app turns ``UIView/isUserInteractionEnabled`` on.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown, or nil for none.
  @exclusivity(unchecked) open var image: UIImage?
  /// The image shown while the view is highlighted, or nil to show ``image``.
  @exclusivity(unchecked) open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  @exclusivity(unchecked) open var isHighlighted = false

  /// Creates an image view with the frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view sized to the image, as UIKit sizes one to its image's size.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view with an image and its highlighted form.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an image view from an archive; the simulation has none to read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}

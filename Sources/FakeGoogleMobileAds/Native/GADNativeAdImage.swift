import FakeUIKit
import Foundation

/// An image a native ad brings: its icon or one of its main images.
///
/// With image loading disabled (``GADNativeAdImageAdLoaderOptions``), ``image`` is `nil` and
/// the app loads ``imageURL`` itself. The v12 name is ``NativeAdImage``.
public final class GADNativeAdImage: NSObject, Sendable {
  /// The image, or `nil` when the SDK was told not to load images.
  public let image: UIImage?
  /// Where the image comes from.
  public let imageURL: URL?
  /// The image's scale, in pixels per point.
  public let scale: CGFloat

  /// Creates an image with its picture and no URL, as a mediation adapter does.
  public init(image: UIImage) {
    self.image = image
    self.imageURL = nil
    self.scale = 1
    super.init()
  }

  /// Creates an image from its URL and scale, with no picture loaded, as a mediation
  /// adapter does.
  public init(url: URL, scale: CGFloat) {
    self.image = nil
    self.imageURL = url
    self.scale = scale
    super.init()
  }

  init(image: UIImage?, url: URL?, scale: CGFloat) {
    self.image = image
    self.imageURL = url
    self.scale = scale
    super.init()
  }
}

/// The v12 name of ``GADNativeAdImage``.
public typealias NativeAdImage = GADNativeAdImage

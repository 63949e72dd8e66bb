import Foundation

/// An image, as the app names it for a tab or a button; nothing is drawn, so it has no
/// pixels and no size.
@preconcurrency @MainActor
open class UIImage: NSObject {
  /// The name the image was made with, if any.
  let name: String?

  /// Creates an image with no name.
  public override init() {
    name = nil
    super.init()
  }

  /// The image of the app's asset catalogue with the name; the fake has no catalogue, so
  /// every name gives an image.
  public init?(named name: String) {
    self.name = name
    super.init()
  }

  /// The system symbol with the name; every name gives an image.
  public init?(systemName name: String) {
    self.name = name
    super.init()
  }

  /// The image's size in points; zero, as nothing is drawn.
  open var size: CGSize { .zero }
}

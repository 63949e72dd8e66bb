import Foundation

/// An image, known by its name: one from the app's assets or a system symbol.
///
/// Nothing is drawn, so an image is its name; every name resolves, as the simulation has no
/// asset catalogue to miss from.
open class UIImage: NSObject, @unchecked Sendable {
  /// The asset or symbol name the image was made from, or nil for an empty image.
  public let name: String?
  /// Whether the image is a system symbol.
  public let isSymbolImage: Bool

  /// Creates an empty image.
  public override init() {
    name = nil
    isSymbolImage = false
    super.init()
  }

  private init(name: String, isSymbolImage: Bool) {
    self.name = name
    self.isSymbolImage = isSymbolImage
    super.init()
  }

  /// The image of the app's asset of that name.
  public convenience init?(named name: String) {
    self.init(name: name, isSymbolImage: false)
  }

  /// The system symbol of that name, such as `gear`.
  public convenience init?(systemName name: String) {
    self.init(name: name, isSymbolImage: true)
  }

  /// The image's size in points; zero, as nothing is drawn.
  open var size: CGSize { .zero }

  /// Whether the other object is an image of the same name and kind.
  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return name == other.name && isSymbolImage == other.isSymbolImage
  }

  /// A hash of the name, equal for equal images.
  override open var hash: Int { name.hashValue }
}

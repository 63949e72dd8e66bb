/// The bar across the top of a navigation controller's view.
///
/// It takes 44 points under the status bar; the screens of the stack lie below it. A
/// banner "at the top edge" of such a screen sits right under it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's height in points.
  public static let height: Double = 44

  /// Creates a bar as wide as nothing yet; its navigation controller lays it out.
  public convenience init() {
    self.init(frame: .zero)
  }
}

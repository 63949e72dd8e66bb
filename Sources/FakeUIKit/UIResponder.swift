import Foundation

/// The base of views and view controllers, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Called once the object has been made from a storyboard or nib, its outlets set.
  ///
  /// Linux has no nibs: the fake never calls it; a subclass's override runs when the app
  /// calls it.
  open func awakeFromNib() {}

  /// Asks the responder to reload its custom input views; the fake has none, so it does
  /// nothing but let a subclass's override run.
  open func reloadInputViews() {}
}

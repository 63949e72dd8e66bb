/// An action a control runs when the user uses it: the closure form of target and action.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The action's image, as a menu shows it.
  @exclusivity(unchecked) open var image: UIImage?
  let handler: (UIAction) -> Void

  /// Creates an action that runs the handler.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.image = image
    self.handler = handler
    super.init(title: title)
  }
}

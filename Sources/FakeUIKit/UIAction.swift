/// An action a control runs when the user uses it: the closure form of target and action.
@preconcurrency @MainActor
open class UIAction {
  /// The action's title, as a menu shows it.
  public let title: String
  let handler: (UIAction) -> Void

  /// Creates an action that runs the handler.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A stack of screens, the top one shown; pushing and popping move between them.
///
/// The simulated navigation controller has no bar: the top screen fills its view.
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// Creates a stack holding the root screen.
  public init(rootViewController: UIViewController) {
    super.init()
    addChild(rootViewController)
    viewControllers = [rootViewController]
    view.addSubview(rootViewController.view)
    rootViewController.view.frame = view.bounds
  }

  /// The screen on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  override var visibleChild: UIViewController? { topViewController }

  /// Shows a new screen on top of the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let old = topViewController
    let appeared = isViewVisible
    addChild(viewController)
    viewControllers.append(viewController)
    if appeared {
      old?.beginDisappearance()
      viewController.beginAppearance()
    }
    viewController.view.frame = view.bounds
    view.addSubview(viewController.view)
    viewController.forwardLayout()
    old?.view.removeFromSuperview()
    if appeared {
      old?.endDisappearance()
      viewController.endAppearance()
    }
  }

  /// Removes the top screen and shows the one below it.
  ///
  /// - Returns: The screen removed, or `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let old = viewControllers.popLast() else { return nil }
    let new = viewControllers[viewControllers.count - 1]
    let appeared = isViewVisible
    if appeared {
      old.beginDisappearance()
      new.beginAppearance()
    }
    new.view.frame = view.bounds
    view.addSubview(new.view)
    new.forwardLayout()
    old.view.removeFromSuperview()
    old.removeFromParent()
    if appeared {
      old.endDisappearance()
      new.endAppearance()
    }
    return old
  }
}

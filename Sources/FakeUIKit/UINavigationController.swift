import AdSimulation
import Foundation

/// A stack of screens, the top one shown; pushing and popping move between them.
///
/// Its navigation bar, 44 points high, sits under the status bar, and the top screen fills
/// the rest of its view; with the bar hidden the top screen fills the whole view.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  @exclusivity(unchecked) public private(set) var viewControllers: [UIViewController] = []
  /// The bar across the top that shows the top screen's title and the way back.
  public let navigationBar = UINavigationBar()

  /// Whether the navigation bar is hidden, giving its space to the top screen.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar and lays the top screen out again.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
    forwardLayout()
  }

  /// Below the navigation bar when it shows, or the whole view.
  override var childContentFrame: CGRect {
    let bounds = view.bounds
    guard !navigationBar.isHidden else { return bounds }
    // The bar starts under the status bar when this view reaches the top of the screen.
    let statusBarBottom = view.window == nil ? 0 : UIApplication.shared.statusBarFrame.maxY
    let top = max(0, statusBarBottom - view.frameInWindow.minY)
    navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: UINavigationBar.height)
    let barBottom = navigationBar.frame.maxY
    return CGRect(x: 0, y: barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
  }

  /// Creates a stack holding the root screen.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setUp(root: rootViewController)
  }

  /// Creates an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp(root: nil)
  }

  /// Creates an empty stack from an archive; the simulation has none to read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp(root: nil)
  }

  private func setUp(root rootViewController: UIViewController?) {
    if let rootViewController {
      addChild(rootViewController)
      viewControllers = [rootViewController]
      view.addSubview(rootViewController.view)
    }
    view.addSubview(navigationBar)
    rootViewController?.view.frame = childContentFrame
  }

  /// The screen on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  override var visibleChild: UIViewController? { topViewController }

  /// The screen the user sees: one presented over the navigation controller, else the top
  /// of the stack.
  public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Shows a new screen on top of the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let old = topViewController
    let appeared = isViewVisible
    addChild(viewController)
    viewControllers.append(viewController)
    viewController.isMovingToParent = appeared
    if appeared {
      old?.beginDisappearance()
      viewController.beginAppearance()
    }
    viewController.view.frame = childContentFrame
    view.insertSubview(viewController.view, belowSubview: navigationBar)
    viewController.forwardLayout()
    old?.view.removeFromSuperview()
    if appeared {
      old?.endDisappearance()
      viewController.endAppearance()
    }
    viewController.isMovingToParent = false
  }

  /// Removes the top screen and shows the one below it.
  ///
  /// - Returns: The screen removed, or `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return pop(downTo: viewControllers.count - 2).last
  }

  /// Removes the screens above the one given and shows it.
  ///
  /// A screen not in the stack raises an exception on a device; here it is recorded as
  /// misuse and the stack stays as it is.
  ///
  /// - Returns: The screens removed, bottom first; empty when the screen is already on top.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      UIKitRunState.current(for: "popToViewController(_:animated:)").simulation.record(
        .misuse, actor: .app, object: "UINavigationController", name: .popToMissingViewController,
        detail: "popToViewController(\(Trace.typeName(of: viewController))) is not in the stack"
          + " (\(viewControllers.map { Trace.typeName(of: $0) }.joined(separator: ", "))); a device raises an exception",
        fields: Trace.Event.raisingFields)
      return nil
    }
    return pop(downTo: index)
  }

  /// Removes every screen above the root and shows the root.
  ///
  /// - Returns: The screens removed, bottom first; empty when only the root is left.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard !viewControllers.isEmpty else { return [] }
    return pop(downTo: 0)
  }

  /// Removes the screens above the index; only the old top and the new one hear the
  /// appearance callbacks, as the screens between were not on screen.
  private func pop(downTo index: Int) -> [UIViewController] {
    guard index < viewControllers.count - 1, let old = viewControllers.last else { return [] }
    let popped = Array(viewControllers[(index + 1)...])
    viewControllers.removeSubrange((index + 1)...)
    let new = viewControllers[index]
    let appeared = isViewVisible
    old.isMovingFromParent = appeared
    if appeared {
      old.beginDisappearance()
      new.beginAppearance()
    }
    new.view.frame = childContentFrame
    view.insertSubview(new.view, belowSubview: navigationBar)
    new.forwardLayout()
    old.view.removeFromSuperview()
    for controller in popped { controller.removeFromParent() }
    if appeared {
      old.endDisappearance()
      new.endAppearance()
    }
    old.isMovingFromParent = false
    return popped
  }
}

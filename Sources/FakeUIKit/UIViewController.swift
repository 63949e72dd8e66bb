import AdSimulation
import Foundation

/// Manages one screen of content: its view, its appearance and its rotation.
///
/// Appearance, layout, rotation and memory-warning callbacks come in UIKit's order. Rotation
/// uses the iOS 4-era callbacks ad code of that time overrides:
/// `willRotate(to:duration:)` and `didRotate(from:)`, with `viewDidLayoutSubviews()` between.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  @exclusivity(unchecked) private var loadedView: UIView?
  /// The view controller that contains this one, such as a navigation controller.
  public internal(set) var parent: UIViewController? {
    get { heldParent?.value }
    set { heldParent = newValue.map { $0.lifeline.hold($0) } }
  }
  // Held as UIKit holds it, weakly: through its lifeline, which costs it no side table.
  @exclusivity(unchecked) private var heldParent: Lifeline.Held<UIViewController>?
  /// The view controllers this one contains.
  @exclusivity(unchecked) public internal(set) var children: [UIViewController] = []
  /// The view controller this one presented modally.
  @exclusivity(unchecked) public internal(set) var presentedViewController: UIViewController?
  /// The view controller that presented this one modally.
  public internal(set) var presentingViewController: UIViewController? {
    get { heldPresenting?.value }
    set { heldPresenting = newValue.map { $0.lifeline.hold($0) } }
  }
  @exclusivity(unchecked) private var heldPresenting: Lifeline.Held<UIViewController>?
  /// The line the controller ends as it goes, made when first asked for (see ``Lifeline``).
  @exclusivity(unchecked) nonisolated(unsafe) private var lazyLifeline = Lifeline.Lazy()
  /// The line the controller ends as it goes: the fakes hold controllers they do not own
  /// through it, as a weak reference would cost the controller a side table.
  package var lifeline: Lifeline {
    lazyLifeline.line()
  }
  /// Whether the view is in the window and has finished appearing.
  @exclusivity(unchecked) public internal(set) var isViewVisible = false
  /// Whether the controller is being pushed onto a navigation stack: true from its
  /// `viewWillAppear(_:)` through its `viewDidAppear(_:)` for that push, false otherwise.
  @exclusivity(unchecked) public internal(set) var isMovingToParent = false
  /// Whether the controller is being popped off a navigation stack: true from its
  /// `viewWillDisappear(_:)` through its `viewDidDisappear(_:)` for that pop, false otherwise.
  @exclusivity(unchecked) public internal(set) var isMovingFromParent = false
  /// Whether the controller is being presented: true from its `viewWillAppear(_:)` through
  /// its `viewDidAppear(_:)` for that presentation, false otherwise.
  @exclusivity(unchecked) public internal(set) var isBeingPresented = false
  /// Whether the controller is being dismissed: true from its `viewWillDisappear(_:)`
  /// through its `viewDidDisappear(_:)` for that dismissal, false otherwise.
  @exclusivity(unchecked) public internal(set) var isBeingDismissed = false

  /// The name of the nib the view would be read from; kept, never read.
  public let nibName: String?
  /// The bundle the nib would be read from; kept, never read.
  public let nibBundle: Bundle?
  /// The screen's title; setting it titles the ``navigationItem`` too.
  @exclusivity(unchecked) open var title: String? {
    didSet { navigationItem.title = title }
  }
  @exclusivity(unchecked) private var storedNavigationItem: UINavigationItem?

  /// Creates a view controller whose view is made in code or by ``loadView()``; the
  /// simulation has no nib files, so the name and bundle are only kept.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
    UIKitRunState.current(for: "UIViewController").register(self)
  }

  /// Creates a view controller from an archive; the simulation has none to read, so it
  /// is made as with no nib.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
    UIKitRunState.current(for: "UIViewController").register(self)
  }

  deinit {
    lazyLifeline.end()
  }

  /// Creates a view controller with no nib, as `init(nibName: nil, bundle: nil)` does.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// What a navigation bar shows while this screen is on top, made on first use.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// The root view, made by ``loadView()`` on first use.
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
      loadedView?.owningViewController = self
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view has been made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view; the default makes a plain view the size of the screen.
  open func loadView() {
    loadedView = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is made.
  open func viewDidLoad() {}
  /// Called before the view comes on screen.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view came on screen.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves the screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left the screen.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews, after a size or orientation change.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews; the place to position views by hand.
  open func viewDidLayoutSubviews() {}
  /// Called when the controller's constraints need updating, for example after a child's
  /// height constraint changed. The fake's constraints are solved at each layout, so the
  /// base does nothing; a subclass's override runs and should call it.
  open func updateViewConstraints() {}
  /// Called when the system warns that memory is low.
  open func didReceiveMemoryWarning() {}
  /// Called before the interface turns to the orientation.
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  /// Called after the interface turned from the orientation.
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
  /// Called before the view changes to the size, as in a rotation; work handed to the
  /// coordinator runs along with the change and after it.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    // A container tells the child it shows; any other controller tells each child it
    // added (a SwiftUI representable's controller, a child screen).
    if let visibleChild {
      visibleChild.viewWillTransition(to: size, with: coordinator)
    } else {
      for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }

  /// The controller presented over this one: by it, or by the nearest controller that
  /// contains it (the navigation controller an ad presents from), as UIKit's
  /// `presentedViewController` tells.
  package var presentationOver: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presented = current.presentedViewController { return presented }
      controller = current.parent
    }
    return nil
  }

  /// Whether a controller is presented over this one (see ``presentationOver``).
  package var isCoveredByPresentation: Bool { presentationOver != nil }

  /// The orientations this screen supports; all but upside down by default.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// Whether the interface turns with the device; when the key window's root controller
  /// says no, a rotation leaves the interface as it is.
  open var shouldAutorotate: Bool { true }

  /// Whether the screen hides the status bar; the key window's root controller decides
  /// ``UIApplication/statusBarFrame``.
  open var prefersStatusBarHidden: Bool { false }

  /// Whether iAd may put a full-screen ad over this screen now; true unless a subclass
  /// says otherwise.
  ///
  /// iAd's view controller additions (FakeiAd) ask it just before they present an ad on
  /// their own, under the automatic presentation policy. On a device it comes from iAd's
  /// category on UIViewController, which apps override; it is declared here because a
  /// Swift subclass can override only what the class itself declares.
  open var shouldPresentInterstitialAd: Bool { true }

  /// The orientation of the interface now.
  public var interfaceOrientation: UIInterfaceOrientation {
    UIInterfaceOrientation(
      orientation: UIKitRunState.current(for: "interfaceOrientation").simulation.device.orientation)
  }

  /// The navigation controller this screen is in, if any.
  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// Adds a child view controller; the caller adds its view.
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes this view controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// How the controller takes the screen when presented; ``UIModalPresentationStyle/automatic``
  /// unless set.
  @exclusivity(unchecked) open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Whether this controller's presentation removed its presenter's views, to tell the
  /// presenter it appeared again at the dismissal.
  @exclusivity(unchecked) private var coveredPresenter = true

  /// Presents a view controller modally over the window.
  ///
  /// The presenter is told it disappeared (and, at the dismissal, appeared again) only
  /// when the presentation takes the screen from it: see ``UIModalPresentationStyle``.
  open func present(
    _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, let window = view.window else { return }
    if let alert = viewController as? UIAlertController {
      UIKitRunState.current(for: "present(_:animated:)").simulation.record(
        .observation, actor: .app, name: .alertShown,
        detail: "\"\(alert.title ?? "")\": \(alert.message ?? "")")
    }
    presentedViewController = viewController
    viewController.presentingViewController = self
    viewController.isBeingPresented = true
    // Only a presentation that takes the screen from this one tells it it disappeared.
    let covers = viewController.coversPresenter
    viewController.coveredPresenter = covers
    if covers { beginDisappearance() }
    viewController.beginAppearance()
    viewController.view.frame = window.bounds
    window.addSubview(viewController.view)
    viewController.forwardLayout()
    if covers { endDisappearance() }
    viewController.endAppearance()
    viewController.isBeingPresented = false
    completion?()
  }

  /// Whether presenting this controller removes its presenter's views: a full-screen
  /// presentation, not an alert, a sheet or one drawn over the screen.
  private var coversPresenter: Bool {
    if self is UIAlertController { return false }
    switch modalPresentationStyle {
    case .fullScreen, .currentContext: return true
    case .automatic: return UIKitRunState.current(for: "present(_:animated:)").simulation.device.systemVersion < 13
    case .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover, .none: return false
    }
  }

  /// Dismisses the view controller this one presented, or this one if it was presented.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      let covered = presented.coveredPresenter
      presented.isBeingDismissed = true
      presented.beginDisappearance()
      if covered { beginAppearance() }
      presented.view.removeFromSuperview()
      presentedViewController = nil
      presented.presentingViewController = nil
      presented.endDisappearance()
      presented.isBeingDismissed = false
      if covered { endAppearance() }
      completion?()
    } else {
      presentingViewController?.dismiss(animated: animated, completion: completion)
    }
  }

  // MARK: Forwarding

  /// The child whose appearance follows this controller's; containers override it.
  var visibleChild: UIViewController? { nil }

  /// The entry in a tab bar, once made (see ``tabBarItem``).
  @exclusivity(unchecked) var storedTabBarItem: UITabBarItem?

  package func beginAppearance() {
    // UIKit loads a view before it tells the controller the view will appear.
    if !isViewLoaded { _ = view }
    viewWillAppear(false)
    visibleChild?.beginAppearance()
  }

  package func endAppearance() {
    isViewVisible = true
    viewDidAppear(false)
    visibleChild?.endAppearance()
  }

  package func beginDisappearance() {
    viewWillDisappear(false)
    visibleChild?.beginDisappearance()
  }

  package func endDisappearance() {
    isViewVisible = false
    viewDidDisappear(false)
    visibleChild?.endDisappearance()
  }

  /// Where the visible child's view goes: the whole view, unless a container keeps part
  /// of it for a bar.
  var childContentFrame: CGRect { view.bounds }

  /// Whether a layout pass of this controller's view is under way.
  @exclusivity(unchecked) package var isLayingOut = false

  func forwardLayout() {
    isLayingOut = true
    defer { isLayingOut = false }
    viewWillLayoutSubviews()
    view.layoutSubviews()
    if let child = visibleChild {
      child.view.frame = childContentFrame
      child.forwardLayout()
    }
    viewDidLayoutSubviews()
    presentedViewController.map { presented in
      presented.view.frame = view.window?.bounds ?? presented.view.frame
      presented.forwardLayout()
    }
  }

  func forwardWillRotate(to orientation: UIInterfaceOrientation) {
    willRotate(to: orientation, duration: 0.3)
    visibleChild?.forwardWillRotate(to: orientation)
    presentedViewController?.forwardWillRotate(to: orientation)
  }

  func forwardDidRotate(from orientation: UIInterfaceOrientation) {
    didRotate(from: orientation)
    visibleChild?.forwardDidRotate(from: orientation)
    presentedViewController?.forwardDidRotate(from: orientation)
  }
}

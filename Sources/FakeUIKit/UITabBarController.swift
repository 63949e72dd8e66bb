import AdSimulation
import Foundation

/// Screens side by side, one per tab, the selected one shown above a tab bar.
///
/// Only the selected view controller's view is in the hierarchy: the others' views are
/// out of the window, so nothing in them is on screen. Its tab bar, 49 points high, lies
/// along the bottom of its view and the selected screen fills the rest; with the bar
/// hidden the selected screen fills the whole view.
///
/// A change of tab while the controller is on screen runs the appearance callbacks as a
/// push does: `viewWillDisappear` of the old screen, `viewWillAppear` of the new one, then
/// `viewDidDisappear` of the old and `viewDidAppear` of the new. The app's own selection
/// (``selectedIndex``, ``selectedViewController``) asks no one; the user's tap
/// (``tapTab(at:)``) asks the delegate first.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  @exclusivity(unchecked) private var tabs: [UIViewController]?
  @exclusivity(unchecked) private var selected: UIViewController?

  /// The bar along the bottom that shows the tabs' items.
  public let tabBar = UITabBar()
  /// The object asked and told about the user's choice of tab.
  @exclusivity(unchecked) open weak var delegate: (any UITabBarControllerDelegate)?

  /// The view controllers of the tabs, in order; setting them is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs.
  ///
  /// The selected view controller stays selected when it is among the new ones; otherwise
  /// the one at the same index is selected, or the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let previousIndex = selectedIndex
    let incoming = viewControllers ?? []
    for child in tabs ?? [] where !incoming.contains(where: { $0 === child }) {
      child.removeFromParent()
    }
    for child in incoming where child.parent !== self {
      addChild(child)
    }
    tabs = viewControllers
    let next: UIViewController? =
      if let selected, incoming.contains(where: { $0 === selected }) {
        selected
      } else if incoming.indices.contains(previousIndex) {
        incoming[previousIndex]
      } else {
        incoming.first
      }
    tabBar.items = incoming.map { $0.tabBarItem }
    show(next)
  }

  /// The index of the selected tab, or `NSNotFound` with no tabs.
  ///
  /// Setting it selects that tab without asking the delegate; an index with no tab is
  /// ignored.
  open var selectedIndex: Int {
    get { selected.flatMap { selected in tabs?.firstIndex { $0 === selected } } ?? NSNotFound }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      show(tabs[newValue])
    }
  }

  /// The view controller of the selected tab.
  ///
  /// Setting it selects that tab without asking the delegate. A view controller that is
  /// not one of the tabs raises an exception on a device; here it is recorded as misuse and
  /// the selection stays.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue else { return }
      guard tabs?.contains(where: { $0 === newValue }) == true else {
        Simulation.current?.record(
          .misuse, actor: .app, object: Trace.typeName(of: self), name: .tabNotInTabBarController,
          detail: "\(Trace.typeName(of: newValue)) selected, not one of the \(tabs?.count ?? 0) view controllers;"
            + " a device raises an exception", fields: Trace.Event.raisingFields)
        return
      }
      show(newValue)
    }
  }

  /// The user taps the tab at the index, as on a device.
  ///
  /// A disabled item, or an index with no tab, ignores the tap. Otherwise the delegate's
  /// ``UITabBarControllerDelegate/tabBarController(_:shouldSelect:)`` may refuse it; if not,
  /// the tab is selected and the delegate hears
  /// ``UITabBarControllerDelegate/tabBarController(_:didSelect:)``, even for the tab that
  /// was already selected.
  public func tapTab(at index: Int) {
    guard let tabs, tabs.indices.contains(index) else { return }
    let target = tabs[index]
    guard target.tabBarItem.isEnabled else { return }
    if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
    show(target)
    delegate?.tabBarController(self, didSelect: target)
  }

  /// Makes the view with the tab bar along its bottom and the selected screen above it.
  open override func loadView() {
    super.loadView()
    view.addSubview(tabBar)
    if let selected {
      selected.view.frame = childContentFrame
      view.insertSubview(selected.view, belowSubview: tabBar)
    }
  }

  override var visibleChild: UIViewController? { selected }

  /// Above the tab bar when it shows, or the whole view; lays the bar out along the bottom.
  override var childContentFrame: CGRect {
    let bounds = view.bounds
    let barHeight = min(bounds.height, UITabBar.height)
    tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    guard !tabBar.isHidden else { return bounds }
    return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
  }

  /// Shows the view controller's tab in place of the selected one.
  private func show(_ next: UIViewController?) {
    tabBar.selectedItem = next?.tabBarItem
    let old = selected
    guard next !== old else { return }
    selected = next
    guard isViewLoaded else { return }
    let appeared = isViewVisible
    if appeared {
      old?.beginDisappearance()
      next?.beginAppearance()
    }
    if let next {
      next.view.frame = childContentFrame
      view.insertSubview(next.view, belowSubview: tabBar)
      next.forwardLayout()
    }
    if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
    if appeared {
      old?.endDisappearance()
      next?.endAppearance()
    }
  }
}

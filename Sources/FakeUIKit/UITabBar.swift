/// The bar along the bottom of a tab bar controller's view, one item per tab.
///
/// It is 49 points high at the bottom of the controller's view; the fake's devices have
/// no home indicator, so nothing lies below it. Its tab bar controller sets its items and
/// the selected one as the tabs change; the user's tap on a tab is
/// ``UITabBarController/tapTab(at:)``.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's height in points.
  public static let height: Double = 49

  /// The items shown, one per tab, in order.
  @exclusivity(unchecked) open var items: [UITabBarItem]?
  /// The item of the selected tab.
  @exclusivity(unchecked) open weak var selectedItem: UITabBarItem?

  /// Creates a bar as wide as nothing yet; its tab bar controller lays it out.
  public convenience init() {
    self.init(frame: .zero)
  }
}

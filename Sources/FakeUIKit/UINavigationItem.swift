import Foundation

/// What a navigation bar shows while a screen is on top: its title, its bar buttons and
/// whether the back button shows.
///
/// Each view controller has one (``UIViewController/navigationItem``); the bar is not
/// drawn, so tests and rules read the items back from it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the middle of the bar.
  @exclusivity(unchecked) open var title: String?
  /// A line of text shown above the bar.
  @exclusivity(unchecked) open var prompt: String?
  /// A view shown in place of the title.
  @exclusivity(unchecked) open var titleView: UIView?
  /// The button the next screen shows to come back to this one.
  @exclusivity(unchecked) open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  @exclusivity(unchecked) open var hidesBackButton = false
  /// The buttons at the left of the bar, from the left edge in.
  @exclusivity(unchecked) open var leftBarButtonItems: [UIBarButtonItem]?
  /// The buttons at the right of the bar, from the right edge in.
  @exclusivity(unchecked) open var rightBarButtonItems: [UIBarButtonItem]?

  /// Creates an item with the title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item with no title.
  public override init() {
    super.init()
  }

  /// The single button at the left of the bar, or the first of several.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The single button at the right of the bar, or the first of several.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Hides or shows the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the button at the left of the bar.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the button at the right of the bar.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the buttons at the left of the bar.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the buttons at the right of the bar.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}

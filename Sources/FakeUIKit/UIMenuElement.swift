import Foundation

/// An entry of a menu: an action, or a menu of its own.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The entry's title, as the menu shows it.
  @exclusivity(unchecked) open var title: String

  /// Creates an entry with the title.
  init(title: String) {
    self.title = title
    super.init()
  }
}

/// A menu: a title over a list of actions and submenus, shown from a button.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// The entries, top first.
  public let children: [UIMenuElement]

  /// Creates a menu with the title and entries.
  public init(title: String = "", children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}

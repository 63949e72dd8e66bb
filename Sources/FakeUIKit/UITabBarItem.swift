import Foundation

/// The entry of a view controller in a tab bar: a title, an image, a tag and a badge.
///
/// Every view controller has one (``UIViewController/tabBarItem``); a tab bar controller
/// shows those of its view controllers, and a disabled item ignores the user's taps.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// The tab bar items the system provides, with their own title and image.
  public enum SystemItem: Int, Sendable {
    /// More tabs than fit.
    case more = 0
    /// Favourites.
    case favorites = 1
    /// Featured content.
    case featured = 2
    /// The best rated content.
    case topRated = 3
    /// Recent content.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// The most recent content.
    case mostRecent = 10
    /// The most viewed content.
    case mostViewed = 11
  }

  /// The title under the image; `nil` for a system item, which brings its own.
  @exclusivity(unchecked) open var title: String?
  /// The image shown.
  @exclusivity(unchecked) open var image: UIImage?
  /// The image shown while the tab is selected; the usual image when `nil`.
  @exclusivity(unchecked) open var selectedImage: UIImage?
  /// A number the app may use to tell items apart.
  @exclusivity(unchecked) open var tag: Int
  /// Whether the user can select the tab.
  @exclusivity(unchecked) open var isEnabled = true
  /// The text of the badge at the image's corner, such as a count; `nil` shows none.
  @exclusivity(unchecked) open var badgeValue: String?
  /// The system item this one is, if it is one.
  let systemItem: SystemItem?

  /// Creates an item with no title, image or tag.
  public override init() {
    tag = 0
    systemItem = nil
    super.init()
  }

  /// Creates an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
    super.init()
  }

  /// Creates an item with a title, an image and an image for while the tab is selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
    systemItem = nil
    super.init()
  }

  /// Creates one of the system's items with a tag.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    super.init()
  }
}

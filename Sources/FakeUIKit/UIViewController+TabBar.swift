extension UIViewController {
  /// The view controller's entry in a tab bar; made on first use, with no title or image.
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem()
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// The tab bar controller this screen is in, if any.
  public var tabBarController: UITabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? UITabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }
}

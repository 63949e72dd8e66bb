import Foundation

/// What a tab bar controller asks and tells the app as the user picks tabs; every method
/// is optional through a default.
///
/// Only the user's taps (``UITabBarController/tapTab(at:)``) go through the delegate; the
/// app's own changes to the selection do not.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Whether the tab the user tapped may be selected; true by default.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// The user tapped the tab, which is now selected (even if it already was).
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

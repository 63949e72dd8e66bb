import FakeUIKit

/// What the user does to a SwiftUI app, for the harness and for tests: reads the buttons
/// of the screen on top, taps one by its title, goes back a screen.
///
/// The screen on top is the one nothing is presented over: the window's root, or the last
/// controller presented on it, and inside a navigation or tab bar controller the screen it
/// shows (its top screen, its selected tab). Over an alert or an ad, no SwiftUI button takes
/// a tap.
@MainActor
public enum SwiftUIUser {
  /// The titles of the buttons the user sees in the window, in the order they stand.
  public static func buttonTitles(in window: UIWindow) -> [String] {
    topHost(in: window)?.buttonTitles ?? []
  }

  /// Taps the first button the user sees in the window whose label reads the title.
  ///
  /// - Returns: Whether such a button was there, enabled.
  @discardableResult
  public static func tapButton(titled title: String, in window: UIWindow) -> Bool {
    topHost(in: window)?.tapButton(titled: title) ?? false
  }

  /// The texts a hosting controller's views draw, in the order they stand, whatever is
  /// presented over them: for probes that read what a screen shows (a coin count).
  public static func texts(shownBy controller: UIViewController) -> [String] {
    (controller as? any HostingControls)?.drawnTexts ?? []
  }

  /// The first object of the type a view of the hosting controller keeps as a
  /// `@StateObject`, in the order the views stand: for probes that read a screen's view
  /// model (what it has granted, whether it holds an ad).
  public static func stateObject<Object: AnyObject>(_ type: Object.Type, of controller: UIViewController) -> Object? {
    // A plain loop: probes ask after every step, and a lazy chain of generic wrappers
    // would be made at run time on every call.
    guard let host = controller as? any HostingControls else { return nil }
    for object in host.stateObjects {
      if let match = object as? Object { return match }
    }
    return nil
  }

  /// Selects the tab with the title in the tab bar the user sees.
  ///
  /// - Returns: Whether there was such a tab.
  @discardableResult
  public static func selectTab(titled title: String, in window: UIWindow) -> Bool {
    topHost(in: window)?.selectTab(titled: title) ?? false
  }

  /// Takes the top screen off the innermost navigation stack the user sees.
  ///
  /// - Returns: Whether there was a screen to take off.
  @discardableResult
  public static func navigateBack(in window: UIWindow) -> Bool {
    topHost(in: window)?.navigateBack() ?? false
  }

  private static func topHost(in window: UIWindow) -> (any HostingControls)? {
    var top = window.rootViewController
    while let current = top {
      if let presented = current.presentedViewController {
        top = presented
      } else if let navigation = current as? UINavigationController, let shown = navigation.topViewController {
        top = shown
      } else if let tabs = current as? UITabBarController, let shown = tabs.selectedViewController {
        top = shown
      } else {
        break
      }
    }
    return top as? any HostingControls
  }
}

/// A hosting controller, whatever its root view's type.
@MainActor
protocol HostingControls: AnyObject {
  var buttonTitles: [String] { get }
  var drawnTexts: [String] { get }
  var stateObjects: [AnyObject] { get }
  func tapButton(titled title: String) -> Bool
  func selectTab(titled title: String) -> Bool
  func navigateBack() -> Bool
}

extension UIHostingController: HostingControls {}

import Foundation

/// A scene of the app; the fake app has one, a window scene holding every window.
@preconcurrency @MainActor
open class UIScene {
  /// Whether the scene is in the foreground and active.
  public enum ActivationState: Int, Sendable {
    /// Unattached.
    case unattached = -1
    /// In the foreground and active.
    case foregroundActive = 0
    /// In the foreground, not active.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// The scene's state, following the application's.
  open var activationState: ActivationState {
    switch UIApplication.shared.applicationState {
    case .active: .foregroundActive
    case .inactive: .foregroundInactive
    case .background: .background
    }
  }

  init() {}
}

/// The scene that holds the app's windows, as `connectedScenes` gives it.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were made key.
  public var windows: [UIWindow] { UIKitRunState.current(for: "UIWindowScene.windows").windows }

  /// The scene's key window.
  public var keyWindow: UIWindow? { UIKitRunState.current(for: "UIWindowScene.keyWindow").keyWindow }
}

extension UIApplication {
  /// The app's windows, in the order they were made key and visible.
  public var windows: [UIWindow] { UIKitRunState.current(for: "UIApplication.windows").windows }

  /// The app's scenes: one window scene holding every window.
  public var connectedScenes: Set<UIScene> {
    [UIKitRunState.current(for: "UIApplication.connectedScenes").scene]
  }

  /// The status bar's frame: 20 points along the top of the screen, or empty when the key
  /// window's root controller hides it.
  public var statusBarFrame: CGRect {
    if keyWindow?.rootViewController?.prefersStatusBarHidden == true { return .zero }
    return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)
  }
}

extension UIScene: Hashable {
  /// Scenes are the same when they are the same object.
  nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIWindow {
  /// Whether this is the window the user sees: the last one made key and visible.
  public var isKeyWindow: Bool { UIKitRunState.current(for: "UIWindow.isKeyWindow").keyWindow === self }

  /// The scene the window belongs to.
  public var windowScene: UIWindowScene? { UIKitRunState.current(for: "UIWindow.windowScene").scene }
}

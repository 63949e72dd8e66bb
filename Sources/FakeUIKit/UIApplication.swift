import AdSimulation
import Foundation

/// The current simulation's app: its state, its delegate and its lifecycle notifications.
///
/// Lifecycle notifications go to the simulation's own notification center, which is what
/// `NotificationCenter.default` means to code that imports FakeUIKit, with the application
/// as the object; an observer registered with `object: nil` hears only its own simulation.
@preconcurrency @MainActor
public final class UIApplication {
  /// Where the app is in its lifecycle.
  public enum State: Int, Hashable, Sendable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground but not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// Posted when the app becomes active, after `applicationDidBecomeActive(_:)`.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app has moved to the background.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back to the foreground.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app has finished launching, after its delegate's method returns.
  public nonisolated static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the system warns that memory is low.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// The app's delegate; the application holds it weakly, as UIKit does.
  @exclusivity(unchecked) public weak var delegate: (any UIApplicationDelegate)?
  /// Where the app is in its lifecycle.
  @exclusivity(unchecked) public private(set) var applicationState: State = .active
  @exclusivity(unchecked) var backgroundPreparations: [() -> Void] = []

  init(internal: Void) {}

  /// The current simulation's application.
  public static var shared: UIApplication {
    UIKitRunState.current(for: "UIApplication.shared").application
  }

  /// Runs the body just before the app leaves the foreground, ahead of any notification.
  ///
  /// The fake SDKs use this to end a covering ad action before the app is told it is going
  /// to the background.
  package func beforeLeavingForeground(_ body: @escaping @MainActor () -> Void) {
    backgroundPreparations.append(body)
  }

  private var stage: UIKitRunState { UIKitRunState.current(for: "UIApplication") }

  /// The window the user sees: the last one made key and visible.
  public var keyWindow: UIWindow? { stage.keyWindow }

  /// Keys of the options a launch passes to the delegate.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Shows the windows of an app whose scenes the system makes (a SwiftUI app's window
  /// groups) when a launch step finishes launching it, before it becomes active.
  package var showsScenesAtLaunch: (@MainActor () -> Void)?

  /// Whether the app has been launched by a `launch` step.
  @exclusivity(unchecked) public private(set) var hasLaunched = false

  /// Launches the app from cold: it finishes launching, then becomes active.
  ///
  /// - Returns: Whether this was the first launch of the simulation.
  package func launch() -> Bool {
    guard !hasLaunched else { return false }
    hasLaunched = true
    applicationState = .inactive
    stage.simulation.record(.system, actor: .system, name: .didFinishLaunching)
    _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
    stage.simulation.notificationCenter.post(name: Self.didFinishLaunchingNotification, object: self)
    if let showsScenesAtLaunch {
      showsScenesAtLaunch()
    } else if stage.keyWindow == nil {
      showMainWindow()
    }
    becomeActive()
    return true
  }

  /// Shows the window a storyboard or scene would have shown for an app that made none
  /// while it launched.
  ///
  /// On a device an app's main storyboard, or its window scene, gives it a key window
  /// with a root view controller before it becomes active; most Google Mobile Ads code
  /// finds the controller to present from there. An app delegate that builds no window
  /// of its own gets one here, recorded in the trace, so its presentations are judged
  /// rather than failing with code 17 for want of a window.
  private func showMainWindow() {
    let window = UIWindow(frame: .zero)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    stage.simulation.record(
      .system, actor: .system, name: .mainWindowShown,
      detail: "the app made no key window while launching, so the system showed one as its storyboard would")
  }

  /// Makes the app active, in the foreground, from inactive.
  @discardableResult
  package func becomeActive() -> Bool {
    guard applicationState == .inactive else { return false }
    applicationState = .active
    stage.simulation.record(.system, actor: .system, name: .didBecomeActive)
    delegate?.applicationDidBecomeActive(self)
    stage.simulation.notificationCenter.post(name: Self.didBecomeActiveNotification, object: self)
    return true
  }

  /// Makes the app inactive without leaving the foreground.
  @discardableResult
  package func resignActive() -> Bool {
    guard applicationState == .active else { return false }
    applicationState = .inactive
    stage.simulation.record(.system, actor: .system, name: .willResignActive)
    delegate?.applicationWillResignActive(self)
    stage.simulation.notificationCenter.post(name: Self.willResignActiveNotification, object: self)
    return true
  }

  /// Sends the app to the background, in the order iOS does.
  package func enterBackground() {
    guard applicationState != .background else { return }
    for preparation in backgroundPreparations { preparation() }
    resignActive()
    applicationState = .background
    stage.simulation.record(.system, actor: .system, name: .didEnterBackground)
    delegate?.applicationDidEnterBackground(self)
    stage.simulation.notificationCenter.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  /// Brings the app back to the foreground, in the order iOS does.
  ///
  /// - Returns: Whether the app was in the background.
  package func enterForeground() -> Bool {
    guard applicationState == .background else { return false }
    applicationState = .inactive
    stage.simulation.record(.system, actor: .system, name: .willEnterForeground)
    delegate?.applicationWillEnterForeground(self)
    stage.simulation.notificationCenter.post(name: Self.willEnterForegroundNotification, object: self)
    becomeActive()
    return true
  }
}

/// The app's delegate; every method is optional through a default that does nothing.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app finished launching; return whether it can handle the launch.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to stop being active.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app moved to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come back to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The system warned that memory is low.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// Accepts the launch.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

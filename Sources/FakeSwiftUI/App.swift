import AdSimulation
import FakeUIKit
import Foundation

/// An app written in SwiftUI: its scenes, and what `@UIApplicationDelegateAdaptor` gives
/// it of UIKit's app delegate.
///
/// On a device `@main` launches it; here ``SwiftUIApp/launch(_:)`` does, in a simulation,
/// as a fresh launch does: the delegate made and told the app finished launching, then
/// each window group's content shown in a window of its own, the app active.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Makes the app, as the system does once at launch.
  init()
}

/// A part of an app's interface the system shows and manages, such as a window group.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Scene where Body == Never {
  /// A built-in scene has no body.
  public var body: Never { fatalError("\(Self.self) is shown by the app and has no body") }
}

extension Never: Scene {}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that shows its content in a window.
public struct WindowGroup<Content: View>: Scene {
  /// A built-in scene.
  public typealias Body = Never
  let content: Content

  /// A window group showing the content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// UIKit's app delegate for a SwiftUI app, set as the application's delegate and told the
/// app finished launching before any window shows:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
///
/// On a device the system makes the delegate from its type through the Objective-C
/// runtime; here the launch is given the way to make it
/// (``SwiftUIApp/launch(_:delegate:)``), and the property reads the application's delegate.
@propertyWrapper @MainActor
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  /// The delegate's type.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// The application's delegate, the one the launch made.
  public var wrappedValue: DelegateType {
    guard let delegate = UIApplication.shared.delegate as? DelegateType else {
      fatalError(
        "@UIApplicationDelegateAdaptor(\(DelegateType.self).self) found no \(DelegateType.self) as the application's delegate. Launch the app with SwiftUIApp.launch(_:delegate:), giving it { \(DelegateType.self)() }."
      )
    }
    return delegate
  }
}

/// A delegate adaptor as the launch finds it among the app's properties.
@MainActor
protocol DelegateAdaptor {
  /// The type of the delegate it reads.
  var delegateType: Any.Type { get }
}

extension UIApplicationDelegateAdaptor: DelegateAdaptor {
  var delegateType: Any.Type { DelegateType.self }
}

/// A window group as the launch finds it, with the scene modifiers applied to it.
@MainActor
protocol WindowScene {
  /// The group's content, with the modifiers of the scenes around it.
  func windowContent() -> AnyView
}

extension WindowGroup: WindowScene {
  func windowContent() -> AnyView { AnyView(content) }
}

/// Launches SwiftUI apps in the current simulation.
@MainActor
public enum SwiftUIApp {
  /// An app as launched: the app value, its delegate, and the controller showing its
  /// window group.
  public struct Launched<AppType: App> {
    /// The app.
    public let app: AppType
    /// The delegate `@UIApplicationDelegateAdaptor` made, if the app has one.
    public let delegate: (any UIApplicationDelegate)?
    /// The window showing the app's window group.
    public let window: UIWindow
  }

  /// Launches the app as the system does: makes it and, for an app with a
  /// `@UIApplicationDelegateAdaptor`, its delegate, set on the application and told the
  /// app finished launching; then shows the window group's content in a key window.
  ///
  /// - Parameters:
  ///   - type: The app.
  ///   - delegate: Makes the app delegate its adaptor names (`{ AppDelegate() }`); the
  ///     system makes it from the type alone, which takes the Objective-C runtime.
  public static func launch<AppType: App>(
    _ type: AppType.Type, delegate makeDelegate: (() -> any UIApplicationDelegate)? = nil
  ) -> Launched<AppType> {
    let app = AppType()
    let adaptor = Mirror(reflecting: app).children.lazy.compactMap { $0.value as? any DelegateAdaptor }.first
    var delegate: (any UIApplicationDelegate)?
    if let adaptor {
      guard let made = makeDelegate?(), Swift.type(of: made) == adaptor.delegateType else {
        fatalError(
          "\(AppType.self) adapts an app delegate of type \(adaptor.delegateType); launch it with SwiftUIApp.launch(\(AppType.self).self, delegate: { \(adaptor.delegateType)() })."
        )
      }
      delegate = made
      let application = UIApplication.shared
      application.delegate = made
      _ = made.application(application, didFinishLaunchingWithOptions: nil)
    }
    return Launched(app: app, delegate: delegate, window: showWindow(of: app))
  }

  /// Makes the app and its delegate for a launch the simulation plays: the delegate is
  /// what the application is given; the app's window group is shown when the application
  /// finishes launching (`UIApplication`'s launch step), before it becomes active.
  ///
  /// - Returns: The delegate, for the caller to set as the application's.
  package static func prepare<AppType: App, Delegate: UIApplicationDelegate>(
    _ type: AppType.Type, delegate makeDelegate: () -> Delegate
  ) -> Delegate {
    let app = AppType()
    let delegate = makeDelegate()
    UIApplication.shared.showsScenesAtLaunch = windowShower(for: app)
    return delegate
  }

  private static func windowShower<AppType: App>(for app: AppType) -> @MainActor () -> Void {
    { _ = showWindow(of: app) }
  }

  private static func showWindow<AppType: App>(of app: AppType) -> UIWindow {
    guard windowScene(of: app.body) != nil else {
      fatalError("\(AppType.self)'s body has no WindowGroup to show")
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIHostingController(rootView: AppRoot(app: app))
    window.makeKeyAndVisible()
    return window
  }

  /// The window group of the app's scenes, with the modifiers around it.
  static func windowScene(of scene: some Scene) -> (any WindowScene)? {
    if let window = scene as? any WindowScene { return window }
    guard !(scene is Never) else { return nil }
    return windowScene(of: scene.body)
  }
}

/// The root of an app's window: the app's window group, evaluated again, as a view is,
/// when what the app's body reads changes (its `@Environment(\.scenePhase)`).
struct AppRoot<AppType: App>: View {
  let app: AppType

  var body: AnyView {
    SwiftUIApp.windowScene(of: app.body)?.windowContent() ?? AnyView(EmptyView())
  }
}

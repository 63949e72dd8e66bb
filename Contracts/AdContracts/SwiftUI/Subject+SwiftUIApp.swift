import FakeSwiftUI
import FakeUIKit

extension Subject {
  /// A SwiftUI app that shows Google Mobile Ads app open ads: its `App` type with the
  /// delegate its `@UIApplicationDelegateAdaptor` names.
  ///
  /// The harness makes the app and its delegate, sets the delegate as the application's
  /// and launches the app as ``googleAppOpen(_:readsTimeFromContext:devices:isLoadingScreenUp:returningUser:makeApp:)``
  /// does; the launch shows the app's window group in a key window before the app becomes
  /// active, and the app's `scenePhase` follows the backgrounds and foregrounds the rules
  /// play, so an app that shows its ad from `.onChange(of: scenePhase)` is judged as one
  /// that shows it from `applicationDidBecomeActive(_:)`.
  ///
  /// ```swift
  /// let subject = Subject.googleAppOpen(
  ///   "MyApp", app: MyApp.self, readsTimeFromContext: false,
  ///   returningUser: { _ in AppOpenAdManager.shared.opens = 3 }
  /// ) { _ in AppDelegate() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - app: The app's type, made once per run as the system makes it at launch.
  ///   - readsTimeFromContext: Whether the client's expiry check reads the time from
  ///     ``Context/now``; see the UIKit factory.
  ///   - devices: The idioms and orientations the app supports.
  ///   - isLoadingScreenUp: A probe: whether the app's launch loading screen is showing.
  ///   - returningUser: A hook: make the app treat the user as a returning one.
  ///   - makeDelegate: Makes the delegate the app's adaptor names (`{ _ in AppDelegate() }`);
  ///     the system makes it from the type alone, which takes the Objective-C runtime.
  public static func googleAppOpen<AppType: FakeSwiftUI.App, Delegate: UIApplicationDelegate>(
    _ name: String,
    app: AppType.Type,
    readsTimeFromContext: Bool,
    devices: Devices = .any,
    isLoadingScreenUp: (@MainActor @Sendable (Delegate) -> Bool)? = nil,
    returningUser: (@MainActor @Sendable (Delegate) -> Void)? = nil,
    makeDelegate: @escaping @MainActor @Sendable (Context) -> Delegate
  ) -> Subject {
    googleAppOpen(
      name, readsTimeFromContext: readsTimeFromContext, devices: devices, isLoadingScreenUp: isLoadingScreenUp,
      returningUser: returningUser
    ) { context in SwiftUIApp.prepare(AppType.self) { makeDelegate(context) } }
  }
}

import FakeUIKit

extension Subject {
  /// A screen that shows Google native ads (`GADNativeAd`, `NativeAd`) in native ad views.
  ///
  /// The harness puts the screen in a navigation stack in a key window (its view loads, so
  /// the app starts its ad loader there, as Google's sample does), answers the loads with
  /// native ads whose assets each rule chooses, taps the ad on screen and closes the screen
  /// the tap opens.
  ///
  /// ```swift
  /// let subject = Subject.googleNativeScreen("RecipeScreen") { _ in RecipeViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports; rules that rotate the
  ///     device stay inside them.
  ///   - makeScreen: Builds the screen.
  public static func googleNativeScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    Subject(name: name, devices: devices, setup: GoogleNativeSetup(makeScreen: { makeScreen($0) }))
  }
}

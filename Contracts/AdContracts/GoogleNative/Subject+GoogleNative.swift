import FakeUIKit

extension Subject {
  /// A screen that shows Google native ads (`GADNativeAd`, `NativeAd`) in native ad views.
  ///
  /// The harness pushes the screen over a screen without ads in a navigation stack in a
  /// key window (its view loads, so the app starts its ad loader there, as Google's sample
  /// does), answers the loads with native ads whose assets each rule chooses, taps the ad
  /// on screen and closes the screen the tap opens. The user may go back from the screen,
  /// after which the harness keeps no reference to it, and open it again: `makeScreen`
  /// builds each new one. An app that shows its native ads on a screen of their own at a natural
  /// break (a level's end presenting a summary with an ad taken from a cache the app filled
  /// at launch) names that moment in `naturalBreak`: the harness takes the break once the
  /// ads it answered have arrived, and exploration takes it at random.
  ///
  /// ```swift
  /// let subject = Subject.googleNativeScreen("RecipeScreen") { _ in RecipeViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports; rules that rotate the
  ///     device stay inside them.
  ///   - naturalBreak: A hook: the app reaches a natural break, where it shows (or, called
  ///     again, moves on from) the screen with its native ad; `nil` for a screen that
  ///     shows its ads itself.
  ///   - makeScreen: Builds the screen.
  public static func googleNativeScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    naturalBreak: (@MainActor @Sendable (Screen) -> Void)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    var takeBreak: (@MainActor @Sendable (UIViewController) -> Void)?
    if let naturalBreak {
      takeBreak = { screen in
        if let screen = screen as? Screen { naturalBreak(screen) }
      }
    }
    return Subject(
      name: name, devices: devices, setup: GoogleNativeSetup(makeScreen: { makeScreen($0) }, naturalBreak: takeBreak))
  }
}

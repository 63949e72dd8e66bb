import FakeUIKit

extension Subject {
  /// A screen that gathers the user's consent with Google's User Messaging Platform and
  /// loads Google Mobile Ads when consent allows, as Google's samples do in `viewDidLoad`.
  ///
  /// Each rule sets the consent scenario (first launch or a returning user, consent
  /// required, obtained or denied), then puts the screen in a key window and watches its
  /// consent calls and its ad requests of every format.
  ///
  /// ```swift
  /// let subject = Subject.googleConsentScreen(
  ///   "Game", privacyOptionsOffered: { $0.privacyButton.isEnabled },
  ///   openPrivacyOptions: { $0.privacySettingsTapped() }
  /// ) { _ in GameViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports.
  ///   - privacyOptionsOffered: A probe: whether the screen offers its privacy options entry
  ///     point (a button enabled or shown). Needed by the privacy options rules.
  ///   - openPrivacyOptions: A hook: the user uses the entry point.
  ///   - makeScreen: Builds the screen.
  public static func googleConsentScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    privacyOptionsOffered: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    openPrivacyOptions: (@MainActor @Sendable (Screen) -> Void)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleConsentSetup(
      makeScreen: { makeScreen($0) },
      privacyOptionsOffered: Subject.erase(privacyOptionsOffered),
      openPrivacyOptions: Subject.erase(openPrivacyOptions))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

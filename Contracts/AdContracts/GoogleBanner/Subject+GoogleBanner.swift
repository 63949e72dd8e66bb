import FakeUIKit

extension Subject {
  /// A screen that shows a Google banner view (`GADBannerView`, `BannerView`).
  ///
  /// The harness puts the screen in a navigation stack in a key window (its view loads and
  /// is laid out, so the app starts the SDK and loads its banner there, as Google's samples
  /// do), answers the loads, rotates the device within `devices`, taps the loaded banner
  /// and closes the screen the tap opens.
  ///
  /// ```swift
  /// let subject = Subject.googleBannerScreen(
  ///   "BannerScreen", activitiesRunning: { $0.isAnimating }, contentViews: { [$0.contentView] }
  /// ) { _ in BannerViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports; rules that rotate the
  ///     device stay inside them.
  ///   - activitiesRunning: A probe: whether the screen's timed activities (animation,
  ///     game play, video) are running. Needed by `gma.banner.pauses-while-screen-presented`
  ///     and `gma.banner.resumes-after-screen-dismissed`.
  ///   - contentViews: A probe: the views that hold the screen's content. Optional;
  ///     `gma.banner.not-covering-content` then holds only these clear of the banner.
  ///     Without it every other visible view counts.
  ///   - makeScreen: Builds the screen.
  public static func googleBannerScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    activitiesRunning: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    contentViews: (@MainActor @Sendable (Screen) -> [UIView])? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleBannerSetup(
      makeScreen: { makeScreen($0) },
      activitiesRunning: Subject.erase(activitiesRunning),
      contentViews: Subject.erase(contentViews))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

import FakeUIKit

extension Subject {
  /// A client that shows banners on screens it builds.
  ///
  /// The harness puts the first screen in a navigation stack in a window and drives the
  /// rest: loads, taps, rotations, navigation to a screen without ads and back, and to the
  /// next screen with ads.
  ///
  /// ```swift
  /// let subject = Subject.iAdBannerScreen(
  ///   "ArticleScreen",
  ///   activitiesRunning: { $0.isPlaying },
  ///   makeScreen: { _ in ArticleViewController() })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - adScreens: Whether the app has one screen with ads or several.
  ///   - devices: The idioms and orientations the app supports; rules that rotate the
  ///     device stay inside them. Phones and iPads in both orientations by default.
  ///   - activitiesRunning: A probe: whether the screen's interactive activities (sound,
  ///     animation, game play) are running. Needed by the pause and resume rules.
  ///   - recreatableMemory: A probe: how many bytes of easily recreated objects the client
  ///     holds. Needed by `iad.banner.releases-memory-on-warning`.
  ///   - urgentEvent: A hook: something needs the user's attention now (an incoming call).
  ///     Needed by `iad.banner.resumes-after-cancel`.
  ///   - busyMoment: A hook: put the client in a moment where it may refuse an ad action.
  ///     Optional; `iad.banner.no-pause-when-refused` taps during it.
  ///   - contentViews: A probe: the views that hold the screen's content. Optional;
  ///     `iad.banner.content-not-covered` then holds only these clear of the banner. Without
  ///     it every visible view counts, a full-screen backdrop behind the banner included.
  ///   - makeScreen: Builds one screen with a banner; called again for each new ad screen.
  public static func iAdBannerScreen<Screen: UIViewController>(
    _ name: String,
    adScreens: AdScreens = .one,
    devices: Devices = .any,
    activitiesRunning: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    recreatableMemory: (@MainActor @Sendable (Screen) -> Int)? = nil,
    urgentEvent: (@MainActor @Sendable (Screen) -> Void)? = nil,
    busyMoment: (@MainActor @Sendable (Screen) -> Void)? = nil,
    contentViews: (@MainActor @Sendable (Screen) -> [UIView])? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = BannerSetup(
      adScreens: adScreens,
      makeScreen: { makeScreen($0) },
      activitiesRunning: Subject.erase(activitiesRunning),
      recreatableMemory: Subject.erase(recreatableMemory),
      urgentEvent: Subject.erase(urgentEvent),
      busyMoment: Subject.erase(busyMoment),
      contentViews: Subject.erase(contentViews))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

extension Subject {
  /// Whether the app has one screen with ads or several, for `iad.banner.shared-across-screens`.
  public enum AdScreens: String, Sendable, Hashable {
    /// The app shows ads on one screen only; sharing a banner does not apply.
    case one
    /// The app shows ads on several screens the user moves between.
    case several
  }
}

import FakeUIKit

extension Subject {
  /// A client that shows full-screen ads (ADInterstitialAd) on a screen it builds.
  ///
  /// The harness runs it on an iPad (and on a phone for `iad.interstitial.pad-only`), puts the
  /// screen in a window, answers its ad requests and drives the rest: natural breaks
  /// through the transition hook, taps, dismissals, rotations, expiry.
  ///
  /// ```swift
  /// let subject = Subject.iAdInterstitialScreen(
  ///   "Game", presentation: .modal,
  ///   transition: { $0.finishRound() }, contentProgress: { $0.round },
  ///   activitiesRunning: { $0.isPlaying },
  ///   makeScreen: { _ in GameViewController() })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - presentation: Whether the client presents its ads modally or as a page in a view.
  ///   - devices: The idioms and orientations the app supports. An iPad-only app is never
  ///     run on a phone, and a portrait-only one is never rotated.
  ///   - transition: A hook: the app reaches a natural break where it may show an ad (the
  ///     end of a round, a turn to the next page). Most rules need it.
  ///   - contentProgress: A probe: how far the user has got (a round or page number); it
  ///     must grow when the app moves on. Needed by `iad.interstitial.skips-when-not-loaded`.
  ///   - activitiesRunning: A probe: whether the screen's activities are running.
  ///   - recreatableMemory: A probe: bytes of easily recreated objects the client holds.
  ///   - urgentEvent: A hook: something needs the user's attention now.
  ///   - busyMoment: A hook: a moment where the client may refuse an ad action.
  ///   - makeScreen: Builds the screen.
  public static func iAdInterstitialScreen<Screen: UIViewController>(
    _ name: String,
    presentation: InterstitialPresentation,
    devices: Devices = .any,
    transition: (@MainActor @Sendable (Screen) -> Void)?,
    contentProgress: (@MainActor @Sendable (Screen) -> Int)? = nil,
    activitiesRunning: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    recreatableMemory: (@MainActor @Sendable (Screen) -> Int)? = nil,
    urgentEvent: (@MainActor @Sendable (Screen) -> Void)? = nil,
    busyMoment: (@MainActor @Sendable (Screen) -> Void)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = InterstitialSetup(
      presentation: presentation,
      makeScreen: { makeScreen($0) },
      transition: Subject.erase(transition),
      contentProgress: Subject.erase(contentProgress),
      activitiesRunning: Subject.erase(activitiesRunning),
      recreatableMemory: Subject.erase(recreatableMemory),
      urgentEvent: Subject.erase(urgentEvent),
      busyMoment: Subject.erase(busyMoment))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

extension Subject {
  /// How a client shows its full-screen ads.
  public enum InterstitialPresentation: String, Sendable, Hashable {
    /// Modally, between two parts of the app, such as two rounds of a game.
    case modal
    /// As a page among the app's content pages, presented in a view.
    case page
  }
}

extension Rule {
  /// How long a rule lets virtual time run before it judges an obligation of the form
  /// "after X, the app does Y".
  ///
  /// A client may act a little later than the callback that obliges it: it refreshes
  /// consent before loading, animates a banner away, resumes on the next run loop. Each kind
  /// of obligation has one window, long enough for that, short enough that a client that
  /// never acts still fails. Rules state their window in their explanation, and a failure
  /// says how long the harness waited.
  public struct Window: Sendable, Hashable, CustomStringConvertible {
    /// What kind of obligation the window is for, such as `request`.
    public let name: String
    /// How long the harness waits.
    public let duration: Duration
    /// What the window leaves room for, in one sentence.
    public let purpose: String

    /// Changes on screen and to the app's activities in answer to a callback or event:
    /// hiding or showing a banner, resuming activities, removing an ad's page, presenting an
    /// ad on a foreground. Two seconds: room for an animation and a hop to the next run
    /// loop, and well below the 12 s iAd grants an empty banner before error 5.
    public static let screen = Window(
      name: "screen", duration: .seconds(2),
      purpose:
        "room for an animation or a hop to the next run loop, well below the SDK's 12 s grace for an empty banner")

    /// Letting go of a spent ad object after the callback that ends it. Two seconds, as for
    /// screen changes: the release belongs in that callback or just after it.
    public static let release = Window(
      name: "release", duration: .seconds(2),
      purpose: "room for a release on the next run loop or after a short cleanup task")

    /// Starting the next ad request after a trigger (becoming active with no ad, a dismissal,
    /// a failed presentation or load). Ten seconds: room for a consent refresh before
    /// loading or a first retry 5 s after a failure.
    public static let request = Window(
      name: "request", duration: .seconds(10),
      purpose: "room for a consent refresh before loading or a first retry 5 s after a failure")

    /// Every window, for `explain` and the documentation.
    public static let all: [Window] = [screen, release, request]

    /// The window's name and length, for example `request window (10.0 s)`.
    public var description: String { "\(name) window (\(duration.shortText))" }
  }
}

/// The windows rules wait for, under their former top-level name.
@available(*, deprecated, renamed: "Rule.Window")
public typealias Window = Rule.Window

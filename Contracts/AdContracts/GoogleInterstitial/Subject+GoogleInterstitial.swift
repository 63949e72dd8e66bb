import FakeUIKit

extension Subject {
  /// A screen that shows Google interstitial ads at its natural breaks, such as a game
  /// between two rounds.
  ///
  /// The harness puts the screen in a navigation stack in a key window (its view loads, so
  /// the app starts the SDK and loads its first ad there, as Google's samples do), answers
  /// the loads, and calls `naturalBreak` where the app reaches a break: the end of a round,
  /// an article finished. The user closes each ad the app shows.
  ///
  /// ```swift
  /// let subject = Subject.googleInterstitialScreen(
  ///   "LevelScreen", naturalBreak: { $0.finishLevel() }, contentProgress: { $0.level }
  /// ) { _ in LevelViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports.
  ///   - readsTimeFromContext: Whether the client's expiry check reads the time from
  ///     ``Context/now`` (or ``Context/clock``), or `Date()`, which inside a run on Linux
  ///     reads the run's clock, or no time at all. Only then can the format's
  ///     `never-presents-expired` rule give a verdict; otherwise it reports unverified.
  ///     Leave it false for a check on the device's uptime (`ContinuousClock`,
  ///     `systemUptime`), which a run does not move.
  ///   - naturalBreak: A hook: the app reaches a natural break, where it may show an ad.
  ///   - contentProgress: A probe: how far the content has moved on (rounds played,
  ///     articles read); it must grow when the app carries on past a break. Needed by
  ///     `gma.interstitial.skips-when-not-ready`.
  ///   - inputReachesAppUnderAd: Whether a break can reach the app while a full-screen ad
  ///     covers its screen: the app's own clock ends a round, a notification arrives. By
  ///     default a break is the user's doing, on the app's own screen, and the harness
  ///     delivers none while an ad (or its click-through screen) is on top, as no device can.
  ///   - userCarriesOn: A hook: what the user does to go on after an ad (Play again,
  ///     Next), where the app starts its next load. The reload rules let the user carry on
  ///     a second after the ad goes, as on a device; without it they wait for a load the
  ///     app starts by itself.
  ///   - breakOffered: A probe: whether the app is at a break the user can take now (a
  ///     Game Over alert whose OK shows the ad, once the game's own clock ran out). The
  ///     user then takes the break (`naturalBreak`) only once it is there, carrying on
  ///     first (`userCarriesOn`) when the app is between games, and waiting up to a minute.
  ///   - makeScreen: Builds the screen.
  public static func googleInterstitialScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    naturalBreak: @escaping @MainActor @Sendable (Screen) -> Void,
    contentProgress: (@MainActor @Sendable (Screen) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (Screen) -> Void)? = nil,
    breakOffered: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleInterstitialSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      naturalBreak: { naturalBreak($0 as! Screen) },
      contentProgress: Subject.erase(contentProgress),
      inputReachesAppUnderAd: inputReachesAppUnderAd,
      userCarriesOn: Subject.erase(userCarriesOn),
      breakOffered: Subject.erase(breakOffered))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

extension Subject {
  /// A screen whose own clock brings its natural breaks (a round timer, a level that ends
  /// by itself), where it shows Google interstitial ads.
  ///
  /// The harness injects no break: it answers the loads, waits for the app's own
  /// presentations and judges them. Where a rule needs another break, it calls
  /// `userCarriesOn`, what the user does to go on from where the app stands (Play again,
  /// Next), and waits up to `appBreaksWithin` for the app's clock to bring the break and
  /// the screen window after it. So that the app's first break finds an ad, the harness
  /// answers its loads within a second. The harness cannot tell the app's break from any
  /// other moment, so the rules that judge where a presentation falls
  /// (`not-shown-on-load`, `shown-at-break`) do not apply.
  ///
  /// ```swift
  /// let subject = Subject.googleInterstitialScreen(
  ///   "RoundClock", appBreaksWithin: .seconds(35), userCarriesOn: { $0.nextRoundIfOffered() }
  /// ) { _ in RoundViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - devices: The idioms and orientations the app supports.
  ///   - readsTimeFromContext: Whether the client's expiry check reads the time from
  ///     ``Context/now``; see the other factory.
  ///   - appBreaksWithin: The longest the app's clock takes, from its start or from the
  ///     user carrying on, to reach its next break.
  ///   - userCarriesOn: A hook: the user goes on from where the app stands, as a device's
  ///     user would after a break (Play again once it shows). The harness calls it before
  ///     waiting for each break after the first; it does nothing while the app plays on.
  ///   - contentProgress: A probe: how far the content has moved on (rounds played); it
  ///     must grow when the app goes on past a break with no ad.
  ///   - inputReachesAppUnderAd: Whether the user's carrying on reaches the app while a
  ///     full-screen ad covers its screen.
  ///   - waitsForUser: A probe: whether the app stands at a break waiting for the user to
  ///     go on (its Next level button showing). With it, a user who went on while the app
  ///     played on goes on again 2 s after the app starts waiting, as a player taps Next at
  ///     each break; without it, each going-on is the user's one tap.
  ///   - makeScreen: Builds the screen.
  public static func googleInterstitialScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    appBreaksWithin: Duration,
    userCarriesOn: @escaping @MainActor @Sendable (Screen) -> Void,
    contentProgress: (@MainActor @Sendable (Screen) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    waitsForUser: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleInterstitialSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      naturalBreak: { userCarriesOn($0 as! Screen) },
      appBreaksWithin: appBreaksWithin,
      contentProgress: Subject.erase(contentProgress),
      inputReachesAppUnderAd: inputReachesAppUnderAd,
      waitsForUser: Subject.erase(waitsForUser))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

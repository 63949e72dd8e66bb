import FakeUIKit

extension Subject {
  /// A screen that shows Google rewarded interstitials at its natural breaks, each after
  /// an introduction that announces the reward and lets the user decline.
  ///
  /// The harness puts the screen in a key window, answers the loads, and calls
  /// `naturalBreak` where the app reaches a break. The introduction is seen as an alert
  /// the screen presents, unless `isIntroShowing` says otherwise; the user declines it
  /// with the alert's cancel action, unless `declineIntro` does it another way.
  ///
  /// ```swift
  /// let subject = Subject.googleRewardedInterstitialScreen(
  ///   "BonusRounds", naturalBreak: { $0.gameOver() }, rewardsGranted: { $0.coins }
  /// ) { _ in BonusRoundViewController() }
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
  ///   - naturalBreak: A hook: the app reaches a natural break, where it offers the ad.
  ///   - rewardsGranted: A probe: how much reward the app has granted so far. Needed by
  ///     the reward rules.
  ///   - isIntroShowing: A probe: whether the introduction is on screen; by default,
  ///     whether the screen presents an alert.
  ///   - declineIntro: A hook: the user declines the introduction; by default the alert's
  ///     cancel action is tapped.
  ///   - inputReachesAppUnderAd: Whether a break can reach the app while a full-screen ad
  ///     covers its screen (the app's own clock, a notification). By default a break is the
  ///     user's doing, on the app's own screen, and the harness delivers none while an ad (or
  ///     its click-through screen) is on top, as no device can.
  ///   - userCarriesOn: A hook: what the user does to go on after an ad (Play again,
  ///     Next), where the app starts its next load. The reload rules let the user carry on
  ///     a second after the ad goes, as on a device; without it they wait for a load the
  ///     app starts by itself.
  ///   - makeScreen: Builds the screen.
  public static func googleRewardedInterstitialScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    naturalBreak: @escaping @MainActor @Sendable (Screen) -> Void,
    rewardsGranted: (@MainActor @Sendable (Screen) -> Int)? = nil,
    isIntroShowing: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    declineIntro: (@MainActor @Sendable (Screen) -> Void)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (Screen) -> Void)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleRewardedInterstitialSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      naturalBreak: { naturalBreak($0 as! Screen) },
      rewardsGranted: Subject.erase(rewardsGranted),
      isIntroShowing: Subject.erase(isIntroShowing),
      declineIntro: Subject.erase(declineIntro),
      inputReachesAppUnderAd: inputReachesAppUnderAd,
      userCarriesOn: Subject.erase(userCarriesOn))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

extension Subject {
  /// A screen whose own clock brings its natural breaks (a round timer, a level that ends
  /// by itself), where it introduces and shows Google rewarded interstitials.
  ///
  /// The harness injects no break: it answers the loads and waits for the app's own
  /// introductions and presentations, and judges them. Where a rule needs another break,
  /// it calls `userCarriesOn`, what the user does to go on from where the app stands (Play
  /// again, Next), and waits up to `appBreaksWithin` for the app's clock to bring the
  /// break, its introduction and the screen window after it. So that the app's first break
  /// finds an ad, the harness answers its loads within a second.
  ///
  /// ```swift
  /// let subject = Subject.googleRewardedInterstitialScreen(
  ///   "TimedGame", appBreaksWithin: .seconds(10), userCarriesOn: { $0.playAgainIfOffered() }
  /// ) { _ in TimedGameViewController() }
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
  ///   - rewardsGranted: A probe: how much reward the app has granted so far.
  ///   - isIntroShowing: A probe: whether the introduction is on screen; by default,
  ///     whether the screen presents an alert.
  ///   - declineIntro: A hook: the user declines the introduction; by default the alert's
  ///     cancel action is tapped.
  ///   - inputReachesAppUnderAd: Whether the user's carrying on reaches the app while a
  ///     full-screen ad covers its screen.
  ///   - makeScreen: Builds the screen.
  public static func googleRewardedInterstitialScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    appBreaksWithin: Duration,
    userCarriesOn: @escaping @MainActor @Sendable (Screen) -> Void,
    rewardsGranted: (@MainActor @Sendable (Screen) -> Int)? = nil,
    isIntroShowing: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    declineIntro: (@MainActor @Sendable (Screen) -> Void)? = nil,
    inputReachesAppUnderAd: Bool = false,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleRewardedInterstitialSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      naturalBreak: { userCarriesOn($0 as! Screen) },
      appBreaksWithin: appBreaksWithin,
      rewardsGranted: Subject.erase(rewardsGranted),
      isIntroShowing: Subject.erase(isIntroShowing),
      declineIntro: Subject.erase(declineIntro),
      inputReachesAppUnderAd: inputReachesAppUnderAd)
    return Subject(name: name, devices: devices, setup: setup)
  }
}

import FakeUIKit

extension Subject {
  /// A screen that offers the user a Google rewarded ad in return for a reward, such as
  /// coins in a game.
  ///
  /// The harness puts the screen in a navigation stack in a key window (its view loads, so
  /// the app starts the SDK and loads its first ad there), answers the loads, and calls
  /// `userAsksToWatch` where the user chooses to watch (the "Watch video" button); the
  /// script's `askToWatch` step does the same. The user watches the video to its end or
  /// closes it early, as the rule needs.
  ///
  /// ```swift
  /// let subject = Subject.googleRewardedScreen(
  ///   "Coins", userAsksToWatch: { $0.watchVideo() }, rewardsGranted: { $0.coins }
  /// ) { _ in CoinGameViewController() }
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
  ///   - userAsksToWatch: A hook: the user chooses to watch an ad for the reward.
  ///   - askReachesAppUnderAd: Whether the user can ask while a full-screen ad covers the
  ///     app. False, the default, for an app whose only way to ask is on its own screen:
  ///     the ad covers that screen, so the harness never asks while an ad is up (the step
  ///     is recorded as out of the user's reach), and `single-presentation`, whose check
  ///     asks again over the ad, is not applicable; its monitor still watches every run.
  ///     True for an app that also asks from outside its screen, such as a notification's
  ///     action.
  ///   - inputReachesAppUnderAd: The name every Google full-screen kind uses for
  ///     `askReachesAppUnderAd`; either one declares it.
  ///   - rewardsGranted: A probe: how much reward the app has granted so far. Needed by the
  ///     reward rules, which report unverified without it.
  ///   - userCarriesOn: A hook: what the user does to go on after an ad (Play again,
  ///     Next), where the app starts its next load. The reload rules let the user carry on
  ///     a second after the ad goes, as on a device; without it they wait for a load the
  ///     app starts by itself.
  ///   - askOffered: A probe: whether the app offers the user a way to ask now (its Watch
  ///     button shows only once a game is over). The user then asks only once it does,
  ///     waiting up to a minute, as a device's user can only tap what is there.
  ///   - makeScreen: Builds the screen.
  public static func googleRewardedScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    userAsksToWatch: @escaping @MainActor @Sendable (Screen) -> Void,
    askReachesAppUnderAd: Bool = false,
    rewardsGranted: (@MainActor @Sendable (Screen) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (Screen) -> Void)? = nil,
    askOffered: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleRewardedSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      userAsksToWatch: { userAsksToWatch($0 as! Screen) },
      askReachesAppUnderAd: askReachesAppUnderAd || inputReachesAppUnderAd,
      rewardsGranted: Subject.erase(rewardsGranted),
      userCarriesOn: Subject.erase(userCarriesOn),
      askOffered: Subject.erase(askOffered))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

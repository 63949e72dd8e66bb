import FakeUIKit

extension Subject {
  /// A screen that offers the user a Google rewarded ad in return for a reward, such as
  /// coins in a game.
  ///
  /// The harness puts the screen in a navigation stack in a key window (its view loads, so
  /// the app starts the SDK and loads its first ad there), answers the loads, and calls
  /// `userAsksToWatch` where the user chooses to watch (the "Watch video" button); the
  /// script's `transition` step does the same. The user watches the video to its end or
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
  ///     ``Context/now`` (or ``Context/clock``) rather than `Date()`. Only then can the
  ///     format's `never-presents-expired` rule give a verdict; otherwise it reports
  ///     unverified.
  ///   - userAsksToWatch: A hook: the user chooses to watch an ad for the reward.
  ///   - rewardsGranted: A probe: how much reward the app has granted so far. Needed by the
  ///     reward rules, which report unverified without it.
  ///   - makeScreen: Builds the screen.
  public static func googleRewardedScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    userAsksToWatch: @escaping @MainActor @Sendable (Screen) -> Void,
    rewardsGranted: (@MainActor @Sendable (Screen) -> Int)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleRewardedSetup(
      makeScreen: { makeScreen($0) },
      readsTimeFromContext: readsTimeFromContext,
      userAsksToWatch: { userAsksToWatch($0 as! Screen) },
      rewardsGranted: Subject.erase(rewardsGranted))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

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
  ///   - userAsksToWatch: A hook: the user chooses to watch an ad for the reward.
  ///   - rewardsGranted: A probe: how much reward the app has granted so far. Needed by the
  ///     reward rules, which report unverified without it.
  ///   - makeScreen: Builds the screen.
  public static func googleRewardedScreen<Screen: UIViewController>(
    _ name: String,
    devices: Devices = .any,
    userAsksToWatch: @escaping @MainActor @Sendable (Screen) -> Void,
    rewardsGranted: (@MainActor @Sendable (Screen) -> Int)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    let setup = GoogleRewardedSetup(
      makeScreen: { makeScreen($0) },
      userAsksToWatch: { userAsksToWatch($0 as! Screen) },
      rewardsGranted: Subject.erase(rewardsGranted))
    return Subject(name: name, devices: devices, setup: setup)
  }
}

import AdSimulation
import FakeUIKit

/// What a Google rewarded ad subject gives the harness: its screen, the user's choice to
/// watch, and a probe of the rewards the app has granted.
struct GoogleRewardedSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  var userAsksToWatch: @MainActor @Sendable (UIViewController) -> Void
  /// Whether the user can ask while a full-screen ad covers the app (a notification's
  /// action, another screen), not only on the app's own screen, which the ad covers.
  var askReachesAppUnderAd: Bool
  var rewardsGranted: (@MainActor @Sendable (UIViewController) -> Int)?
  /// What the user does to go on after an ad (Play again), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil
  /// Whether the app offers the user a way to ask now, if the subject says.
  var askOffered: (@MainActor @Sendable (UIViewController) -> Bool)? = nil

  var kind: Contract.Kind { .googleRewarded }
  var warmUp: [Script.Step] { GoogleRewardedRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleRewardedRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Contract.Kind {
  /// A Google Mobile Ads rewarded ad (GADRewardedAd, RewardedAd).
  public static let googleRewarded = Contract.Kind("gma-rewarded", ruleIDPrefix: "gma.rewarded.")
}

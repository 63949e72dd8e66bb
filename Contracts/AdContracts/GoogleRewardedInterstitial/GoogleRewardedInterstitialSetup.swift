import AdSimulation
import FakeUIKit

/// What a Google rewarded interstitial subject gives the harness: its screen, its natural
/// break, a probe of the rewards granted, and ways to see and decline its introduction.
struct GoogleRewardedInterstitialSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  /// What the `transition` step does: the break itself, or, when the app's own clock
  /// brings its breaks, the user carrying on from where the app is (Play again, Next).
  var naturalBreak: @MainActor @Sendable (UIViewController) -> Void
  /// How long the app's own clock may take to reach its next break once the user carries
  /// on, or `nil` when the `transition` step is the break.
  var appBreaksWithin: Duration? = nil
  var rewardsGranted: (@MainActor @Sendable (UIViewController) -> Int)?
  var isIntroShowing: (@MainActor @Sendable (UIViewController) -> Bool)?
  var declineIntro: (@MainActor @Sendable (UIViewController) -> Void)?
  /// Whether a break reaches the app while a full-screen ad covers its screen.
  var inputReachesAppUnderAd = false
  /// For a subject whose `transition` step is the break: what the user does to go on
  /// after an ad (Play again, Next), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil

  var kind: Contract.Kind { .googleRewardedInterstitial }
  var warmUp: [Script.Step] { GoogleRewardedInterstitialRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleRewardedInterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Contract.Kind {
  /// A Google Mobile Ads rewarded interstitial (GADRewardedInterstitialAd, RewardedInterstitialAd).
  public static let googleRewardedInterstitial = Contract.Kind(
    "gma-rewarded-interstitial", ruleIDPrefix: "gma.rewarded-interstitial.")
}

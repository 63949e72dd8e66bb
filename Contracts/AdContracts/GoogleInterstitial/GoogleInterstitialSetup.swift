import AdSimulation
import FakeUIKit

/// What a Google interstitial subject gives the harness: its screen, its natural break and
/// a probe of how far its content has moved on.
struct GoogleInterstitialSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  /// What the `transition` step does: the break itself, or, when the app's own clock
  /// brings its breaks, the user carrying on from where the app is (Play again, Next).
  var naturalBreak: @MainActor @Sendable (UIViewController) -> Void
  /// How long the app's own clock may take to reach its next break once the user carries
  /// on, or `nil` when the `transition` step is the break.
  var appBreaksWithin: Duration? = nil
  var contentProgress: (@MainActor @Sendable (UIViewController) -> Int)?
  /// Whether a break reaches the app while a full-screen ad covers its screen (a round
  /// clock of its own, a push); otherwise the user's break waits for the app's UI.
  var inputReachesAppUnderAd = false
  /// For a subject whose `transition` step is the break: what the user does to go on
  /// after an ad (Play again, Next), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil
  /// For a subject whose `transition` step is the break: whether the app is at a break
  /// the user can take now (its Game Over alert is up), if the subject says.
  var breakOffered: (@MainActor @Sendable (UIViewController) -> Bool)? = nil

  var kind: Contract.Kind { .googleInterstitial }
  var warmUp: [Script.Step] { GoogleInterstitialRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleInterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Contract.Kind {
  /// A Google Mobile Ads interstitial (GADInterstitialAd, InterstitialAd).
  public static let googleInterstitial = Contract.Kind("gma-interstitial", ruleIDPrefix: "gma.interstitial.")
}

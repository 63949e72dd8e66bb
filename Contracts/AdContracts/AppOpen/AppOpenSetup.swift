import AdSimulation
import FakeUIKit

/// What an app open subject gives the harness: its app delegate, hooks and probes.
struct AppOpenSetup: SubjectSetup {
  var readsTimeFromContext: Bool
  var makeApp: @MainActor @Sendable (Subject.Context) -> any UIApplicationDelegate
  var isLoadingScreenUp: (@MainActor @Sendable (any UIApplicationDelegate) -> Bool)?
  var returningUser: (@MainActor @Sendable (any UIApplicationDelegate) -> Void)?

  var kind: Contract.Kind { .appOpen }
  var warmUp: [Script.Step] { AppOpenRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three and a first open in one in four.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
    // A new user, for an app that can be told of a returning one, one scenario in four.
    var random = SeededRandom(seed: script.seed ^ 0x0E_4E_05E4)
    script.firstOpen = returningUser != nil && random.integer(in: 0...3) == 0
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    AppOpenRun(simulation: simulation, setup: self, devices: devices)
  }
}

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

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    AppOpenRun(simulation: simulation, setup: self, devices: devices)
  }
}

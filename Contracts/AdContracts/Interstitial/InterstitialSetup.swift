import AdSimulation
import FakeUIKit

/// What a full-screen ad subject gives the harness: its screen, hooks and probes.
struct InterstitialSetup: SubjectSetup {
  var presentation: Subject.InterstitialPresentation
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var transition: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentProgress: (@MainActor @Sendable (UIViewController) -> Int)?
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?

  var kind: Contract.Kind { .interstitial }
  var warmUp: [Script.Step] { InterstitialRun.warmUp }

  /// The iPad, where iAd shows full-screen ads, when the app supports it.
  func defaultIdiom(among idioms: Set<Device.Idiom>) -> Device.Idiom {
    Self.preferring(.pad, among: idioms)
  }

  /// Full-screen ads, the app's own or iAd's, last ``InterstitialRun/adLifetime``.
  func prepare(_ script: inout Script) {
    script.interstitialLifetime = InterstitialRun.adLifetime
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    InterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

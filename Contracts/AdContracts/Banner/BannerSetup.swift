import AdSimulation
import FakeUIKit

/// What a banner subject gives the harness: screens to show and probes into the client.
struct BannerSetup: SubjectSetup {
  var adScreens: Subject.AdScreens
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentViews: (@MainActor @Sendable (UIViewController) -> [UIView])?

  var kind: Contract.Kind { .banner }
  var warmUp: [Script.Step] { BannerRun.warmUp }

  /// Full-screen ads, the app's own or iAd's, last ``InterstitialRun/adLifetime``.
  func prepare(_ script: inout Script) {
    script.interstitialLifetime = InterstitialRun.adLifetime
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    BannerRun(simulation: simulation, setup: self, devices: devices)
  }
}

import AdSimulation
import FakeUIKit

/// What a Google banner subject gives the harness: its screen and probes into it.
struct GoogleBannerSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var contentViews: (@MainActor @Sendable (UIViewController) -> [UIView])?

  var kind: Contract.Kind { .googleBanner }
  var warmUp: [Script.Step] { GoogleBannerRun.warmUp }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleBannerRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Contract.Kind {
  /// A Google Mobile Ads banner view (GADBannerView, BannerView).
  public static let googleBanner = Contract.Kind("gma-banner", ruleIDPrefix: "gma.banner.")
}

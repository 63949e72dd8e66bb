import AdSimulation
import FakeUIKit

/// What a Google consent subject gives the harness: the screen that gathers consent and
/// loads ads, and how to see and use its privacy options entry point.
struct GoogleConsentSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var privacyOptionsOffered: (@MainActor @Sendable (UIViewController) -> Bool)?
  var openPrivacyOptions: (@MainActor @Sendable (UIViewController) -> Void)?

  var kind: Contract.Kind { .googleConsent }
  var warmUp: [Script.Step] { [.advance(.seconds(5))] }

  /// Each exploration scenario draws the user's privacy choices from its seed: every
  /// consent answer, what the previous launch stored, and the tracking answer.
  func prepareForExploration(_ script: inout Script) {
    script.consent = Script.Consent.drawn(from: script.seed)
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleConsentRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Contract.Kind {
  /// Consent gathered with Google's User Messaging Platform before Google Mobile Ads load.
  public static let googleConsent = Contract.Kind("gma-consent", ruleIDPrefix: "gma.consent.")
}

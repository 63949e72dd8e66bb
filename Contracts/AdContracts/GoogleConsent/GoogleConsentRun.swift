import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// The stage a Google consent contract plays on: the consent scenario set first, then the
/// subject's screen in a key window.
@MainActor
final class GoogleConsentRun: Stage {
  nonisolated static let kind = Contract.Kind.googleConsent
  let simulation: Simulation
  let setup: GoogleConsentSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// The scenario the run plays, once ``show(under:)`` set it.
  @exclusivity(unchecked) private(set) var scenario = ConsentScenario()

  init(simulation: Simulation, setup: GoogleConsentSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
  }

  /// The warm-up, `play` and exploration show the screen at once, under the script's
  /// privacy choices (which the consent SDK takes up itself) or else the default scenario.
  func prepareToPlay() {
    if let choices = simulation.script.consent {
      scenario = ConsentScenario(choices)
      showScreen()
    } else {
      present(under: ConsentScenario())
    }
  }

  /// Sets the consent scenario, then shows the screen and lets the tasks it starts run:
  /// its view loads and it starts gathering consent.
  func show(under scenario: ConsentScenario) async {
    present(under: scenario)
    await simulation.settle()
  }

  private func present(under scenario: ConsentScenario) {
    self.scenario = scenario
    ConsentScenario.set(scenario, in: simulation)
    showScreen()
  }

  private func showScreen() {
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    simulation.noticeChanges()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  /// Whether the event is an ad request of any Google format: a full-screen load or a
  /// banner load.
  static func isAdRequest(_ event: Trace.Event) -> Bool {
    event.kind == .call && (event.name == .loadWithAdUnitIDRequest || event.name == .gadBannerLoad)
  }

  /// Whether a controller covers the screen now (a clicked banner's own screen, a
  /// full-screen ad), presented by it or by a controller that contains it: nothing the
  /// screen offers is in the user's reach meanwhile.
  var isScreenCovered: Bool { screen?.isCoveredByPresentation ?? false }

  /// The ad requests of every Google format.
  var adRequests: [Trace.Event] { events.filter(Self.isAdRequest) }

  /// What the privacy options probe says now, or `nil` without the probe.
  func privacyOptionsOffered() -> Bool? {
    guard let probe = setup.privacyOptionsOffered, let screen else { return nil }
    return probe(screen)
  }

  static let needsPrivacyProbe = """
    the subject has no privacyOptionsOffered probe. Pass `privacyOptionsOffered:` (and \
    `openPrivacyOptions:`) to Subject.googleConsentScreen so the check can see the entry point.
    """
}

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

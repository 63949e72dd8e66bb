import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// The stage a Google consent rule plays on: the consent scenario set first, then the
/// subject's screen in a key window.
@MainActor
final class GoogleConsentRun: Stage {
  nonisolated static let kind = Rule.Kind.googleConsent
  let simulation: Simulation
  let setup: GoogleConsentSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?

  init(simulation: Simulation, setup: GoogleConsentSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
  }

  /// The warm-up, `play` and exploration show the screen at once, under the script's
  /// privacy choices (which the consent SDK takes up itself) or else the default behaviour.
  func prepareToPlay() {
    if simulation.script.consent != nil {
      showScreen()
    } else {
      present(under: ConsentBehaviour())
    }
  }

  /// Sets the consent SDK's behaviour, then shows the screen and lets the tasks it starts run:
  /// its view loads and it starts gathering consent.
  func show(under behaviour: ConsentBehaviour) async {
    present(under: behaviour)
    await simulation.settle()
  }

  private func present(under behaviour: ConsentBehaviour) {
    ConsentBehaviour.set(behaviour, in: simulation)
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

  /// Whether the event is an ad request of any Google format: a full-screen load, a
  /// banner load, or a native ad loader's load.
  static func isAdRequest(_ event: Trace.Event) -> Bool {
    event.kind == .call
      && (event.name == .loadWithAdUnitIDRequest || event.name == .gadBannerLoad || event.name == .adLoaderLoad)
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

  var kind: Rule.Kind { .googleConsent }
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

extension Rule.Kind {
  /// Consent gathered with Google's User Messaging Platform before Google Mobile Ads load.
  public static let googleConsent = Rule.Kind("gma-consent", ruleIDPrefix: "gma.consent.")
}

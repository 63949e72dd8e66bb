import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The stage an app open contract plays on: the subject's app, launched and driven.
@MainActor
final class AppOpenRun {
  let simulation: Simulation
  let setup: AppOpenSetup
  private(set) var app: (any UIApplicationDelegate)?

  init(simulation: Simulation, setup: AppOpenSetup) {
    self.simulation = simulation
    self.setup = setup
    let app = setup.makeApp(Subject.Context(simulation: simulation))
    self.app = app
    UIApplication.shared.delegate = app
  }

  func tearDown() {
    UIApplication.shared.delegate = nil
    app = nil
  }

  /// Performs the steps in order, settling after each.
  func perform(_ steps: Script.Step...) async {
    for step in steps { await simulation.perform(step) }
  }

  /// Launches the app from cold, for a returning user unless told otherwise.
  func launch(returningUser: Bool = true) async {
    if returningUser, let hook = setup.returningUser, let app { hook(app) }
    await perform(.launch)
  }

  /// Sends the app to the background and brings it back after the pause.
  func reopen(after pause: Duration = .seconds(30)) async {
    await perform(.background, .advance(pause), .foreground)
  }

  /// What the loading-screen probe says now, or `nil` without the probe.
  func isLoadingScreenUp() -> Bool? {
    guard let probe = setup.isLoadingScreenUp, let app else { return nil }
    return probe(app)
  }

  static let needsLoadingProbe = """
    the subject has no isLoadingScreenUp probe. Pass `isLoadingScreenUp:` to \
    Subject.appOpen so the check can see whether the launch loading screen is showing.
    """

  // MARK: Reading the trace

  static let loadCall = "load(withAdUnitID:request:)"
  static let presentCall = "present(fromRootViewController:)"
  static let presentFailure = "ad(_:didFailToPresentFullScreenContentWithError:)"

  /// The events with the name after the sequence number.
  func events(named name: String, after start: Int = 0) -> [Trace.Event] {
    simulation.trace.events.filter { $0.sequence > start && $0.name == name }
  }

  /// The sequence number of the latest event.
  var lastSequence: Int { simulation.trace.events.last?.sequence ?? 0 }

  /// The calls that started a load.
  var loadCalls: [Trace.Event] { events(named: Self.loadCall) }

  /// The calls that tried to present an ad.
  var presentCalls: [Trace.Event] { events(named: Self.presentCall) }

  /// The presentations that succeeded.
  var presentations: [Trace.Event] { events(named: "adWillPresentFullScreenContent") }

  /// How long after its load an ad was when the present call came, from the call's detail.
  static func age(of presentCall: Trace.Event) -> Double {
    Double(presentCall.detail.prefix { $0 != " " }) ?? 0
  }
}

/// A screen the harness puts over the app so a presentation fails, as a system sheet would.
final class ScreenCover: UIViewController {}

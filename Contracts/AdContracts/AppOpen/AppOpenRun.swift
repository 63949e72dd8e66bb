import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The stage an app open contract plays on: the subject's app, launched and driven.
@MainActor
final class AppOpenRun: Stage {
  nonisolated static let kind = Contract.Kind.appOpen
  let simulation: Simulation
  let setup: AppOpenSetup
  let devices: Subject.Devices
  private(set) var app: (any UIApplicationDelegate)?

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: a launch, an ad shown on a foreground and dismissed, the next load left waiting.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.appOpen)), .launch,
    .advance(.seconds(3)), .background, .advance(.seconds(10)), .foreground, .closeAd,
    .advance(.seconds(1)),
  ]

  init(simulation: Simulation, setup: AppOpenSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    let app = setup.makeApp(Subject.Context(simulation: simulation))
    self.app = app
    UIApplication.shared.delegate = app
  }

  func tearDown() {
    UIApplication.shared.delegate = nil
    app = nil
  }

  /// Launches the app from cold, for a returning user unless told otherwise.
  /// Treats the user as a returning one, as most scripts expect, when the app has the hook.
  func prepareToPlay() {
    if let hook = setup.returningUser, let app { hook(app) }
  }

  func launch(returningUser: Bool = true) async {
    if returningUser, let hook = setup.returningUser, let app { hook(app) }
    await perform(.launch)
  }

  /// Sends the app to the background and brings it back after the pause.
  ///
  /// The screen window then runs until the app presents an ad, so a client that shows one
  /// a moment after becoming active is seen as showing it.
  func reopen(after pause: Duration = .seconds(30)) async {
    await perform(.background, .advance(pause))
    let back = lastSequence
    await perform(.foreground)
    _ = await waitForEvent(after: back, within: .screen) {
      $0.name == .adWillPresentFullScreenContent || $0.name == Self.presentFailure
    }
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

  static let loadCall = Trace.Event.Name.loadWithAdUnitIDRequest
  static let presentCall = Trace.Event.Name.presentFromRootViewController
  static let presentFailure = Trace.Event.Name.adDidFailToPresentFullScreenContentWithError

  /// The calls that started a load.
  var loadCalls: [Trace.Event] { events(named: Self.loadCall) }

  /// The calls that tried to present an ad.
  var presentCalls: [Trace.Event] { events(named: Self.presentCall) }

  /// The presentations that succeeded.
  var presentations: [Trace.Event] { events(named: .adWillPresentFullScreenContent) }

  /// The load completions, successful or not.
  var loadCompletions: [Trace.Event] { events(named: .loadCompletion) }

  /// The load completions that brought an ad.
  var loadedAds: [Trace.Event] { loadCompletions.filter { $0.flag("loaded") == true } }

  /// Waits through the request window for a load call after the sequence number; passes
  /// with when it came, or fails saying how long the harness waited.
  ///
  /// - Parameters:
  ///   - start: Loads after this sequence number count.
  ///   - trigger: The event the window counts from, for the message.
  ///   - what: The trigger in words, such as `adDidDismissFullScreenContent`.
  func expectLoad(after start: Int, since trigger: Trace.Event, what: String, unstick: Bool = false) async -> Contract.Outcome {
    let window = Window.request.duration
    if let load = await waitForEvent(named: Self.loadCall, after: start, within: .request) {
      let delay = trigger.time < load.time ? ", \(trigger.time.duration(to: load.time).shortText) after it" : ""
      return .pass("\(what) came at \(trigger.time) s and the app started a load at \(load.time) s\(delay)")
    }
    return .fail(
      expected: "a new load within \(window.shortText) of \(what)",
      actual: "the app started none in the \(window.shortText) after it, at \(trigger.time) s"
        + (unstick ? " (a loading flag left set on the error path would do this)" : ""),
      at: lastEvent())

  }

  /// How long after its load an ad was when the present call came, in seconds, from the
  /// call's `age` field.
  static func age(of presentCall: Trace.Event) -> Double {
    let age = presentCall.duration("age") ?? .zero
    return Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
  }
}

/// A screen the harness puts over the app so a presentation fails, as a system sheet would.
final class ScreenCover: UIViewController {}

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
  @exclusivity(unchecked) private(set) var app: (any UIApplicationDelegate)?

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

  /// Whether the run's user opens the app for the first time: the app has no
  /// `returningUser` hook, or the script says so (``Script/firstOpen``).
  @exclusivity(unchecked) private(set) var isNewUser = false

  /// Treats the user as a returning one, as most scripts expect, when the app has the
  /// hook, unless the script plays a first open.
  func prepareToPlay() {
    if let hook = setup.returningUser, let app {
      if simulation.script.firstOpen {
        isNewUser = true
        simulation.record(.observation, actor: .user, name: .newUser, detail: "a new user opens the app for the first time")
      } else {
        hook(app)
      }
    } else {
      isNewUser = true
    }
    recordPresentationFailures()
  }

  /// Whether the harness chose a new user for an app that can be told of a returning one.
  var playsChosenNewUser: Bool { isNewUser && setup.returningUser != nil }

  /// Launches the app from cold, for a returning user unless told otherwise.
  func launch(returningUser: Bool = true) async {
    if returningUser, let hook = setup.returningUser, let app { hook(app) } else { isNewUser = true }
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

  nonisolated static let loadCall = Trace.Event.Name.loadWithAdUnitIDRequest
  nonisolated static let presentCall = Trace.Event.Name.presentFromRootViewController
  static let presentFailure = Trace.Event.Name.adDidFailToPresentFullScreenContentWithError

  /// How long after its load an ad was when the present call came, in seconds, from the
  /// call's `age` field.
  static func age(of presentCall: Trace.Event) -> Double {
    let age = presentCall.duration("age") ?? .zero
    return Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
  }
}

extension AppOpenRun: GoogleFullScreenRun {
  var formatName: String { "app open" }
  var adType: String { "GADAppOpenAd" }
  var unit: String { AppOpenContracts.unit }
  var demoUnits: Set<String> { AppOpenContracts.demoUnits }
  var loadCall: Trace.Event.Name { Self.loadCall }
  var presentCall: Trace.Event.Name { Self.presentCall }
  var adMomentText: String { "the return to the foreground" }
  var momentNames: Set<Trace.Event.Name> { [.didBecomeActive] }

  /// The launch's first becoming active and each return from the background, for a
  /// user the app shows ads to; a return while the launch's loading screen is still up
  /// is part of the launch, which is still going.
  func momentTracker() -> GoogleFullScreenMoments {
    var launched = false
    var firstActive = false
    var returning = false
    return GoogleFullScreenMoments(names: [.didFinishLaunching, .didEnterBackground, .didBecomeActive]) {
      [unowned self] event in
      switch event.name {
      case .didFinishLaunching:
        launched = true
        firstActive = true
      case .didEnterBackground:
        returning = true
      case .didBecomeActive:
        defer { firstActive = false; returning = false }
        guard launched, firstActive || returning, !playsChosenNewUser else { return false }
        return firstActive || isLoadingScreenUp() != true
      default:
        break
      }
      return false
    }
  }
  var secondShowText: String { "a resign and a return to active" }
  var readsTimeFromContext: Bool { setup.readsTimeFromContext }

  /// Launches the app from cold for a returning user.
  func start() async { await launch() }

  /// Sends the app to the background for 30 s and brings it back.
  @discardableResult
  func reachAdMoment() async -> Trace.Event? {
    let start = lastSequence
    await reopen()
    return events(named: .didBecomeActive, after: start).first
  }

  /// The app resigns and becomes active while the ad is up, as a system alert makes it.
  func provokeSecondShow() async {
    await perform(.advance(.seconds(2)), .resignActive, .becomeActive, .advance(.seconds(3)))
  }
}

/// A screen the harness puts over the app so a presentation fails, as a system sheet would.
final class ScreenCover: UIViewController {}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The stage an app open rule plays on: the subject's app, launched and driven.
@MainActor
final class GoogleAppOpenRun: Stage {
  nonisolated static let kind = Rule.Kind.googleAppOpen
  let simulation: Simulation
  let setup: AppOpenSetup
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
        simulation.record(
          .observation, actor: .user, name: .newUser, detail: "a new user opens the app for the first time")
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
    Subject.googleAppOpen so the check can see whether the launch loading screen is showing.
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

extension GoogleAppOpenRun: GoogleFullScreenRun {
  var formatName: String { "app open" }
  var adType: String { "GADAppOpenAd" }
  var unit: String { GoogleAppOpenRules.unit }
  var demoUnits: Set<String> { GoogleAppOpenRules.demoUnits }
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
        defer {
          firstActive = false
          returning = false
        }
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

extension GoogleAppOpenRun {
  /// The launch first; then answers and time, the app's trips to the background and back
  /// (its moments for an app open ad), and a tap or a close while an ad is up.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(for: simulation, failureCodes: Exploration.Menu.googleFailureCodes)
    guard !UIApplication.shared.hasLaunched else {
      let shown = GoogleFullScreenBehaviour.isAdOnScreen(in: simulation)
      menu.add(.tap, weight: shown ? 3 : 0)
      menu.add(.close, weight: shown ? 5 : 0)
      menu.addLifecycle()
      menu.add(.memoryWarning, weight: 1)
      return menu
    }
    menu.add(.launch, weight: 12)
    return menu
  }
}

/// What an app open subject gives the harness: its app delegate, hooks and probes.
struct AppOpenSetup: SubjectSetup {
  var readsTimeFromContext: Bool
  var makeApp: @MainActor @Sendable (Subject.Context) -> any UIApplicationDelegate
  var isLoadingScreenUp: (@MainActor @Sendable (any UIApplicationDelegate) -> Bool)?
  var returningUser: (@MainActor @Sendable (any UIApplicationDelegate) -> Void)?

  var kind: Rule.Kind { .googleAppOpen }
  var warmUp: [Script.Step] { GoogleAppOpenRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three and a first open in one in four.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
    // A new user, for an app that can be told of a returning one, one scenario in four.
    var random = SeededRandom(seed: script.seed ^ 0x0E_4E_05E4)
    script.firstOpen = returningUser != nil && random.integer(in: 0...3) == 0
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleAppOpenRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension GoogleAppOpenRun {
  /// What the moment properties follow of an app, event by event as recorded: its loads
  /// and the ads it holds, consent and the ad on screen, and its moments for an ad.
  @MainActor
  final class Follower {
    let run: GoogleAppOpenRun
    private(set) var ledger = GoogleLoadLedger.appOpen
    private(set) var state = MomentState()
    private let moments: GoogleFullScreenMoments
    /// The names of the events ``follow(_:)`` reads.
    let names: Set<Trace.Event.Name>

    init(_ run: GoogleAppOpenRun) {
      self.run = run
      moments = run.momentTracker()
      names = GoogleLoadLedger.appOpen.names.union(MomentState.names).union(moments.names)
    }

    /// Takes the event into account; whether it marks a moment for an ad.
    func follow(_ event: Trace.Event) -> Bool {
      let isMoment = moments.names.contains(event.name) && moments.isMoment(event)
      state.note(event, run: run)
      if ledger.names.contains(event.name) { _ = ledger.note(event, isOwn: run.isOwn(event)) }
      return isMoment
    }
  }

  /// What the moment properties follow: whether consent allows ad requests and which ad
  /// is on screen.
  struct MomentState {
    static let names: Set<Trace.Event.Name> = [
      .consentStateChanged, .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
      .adDidFailToPresentFullScreenContentWithError,
    ]
    var adsAllowed = true
    var onScreen: String?

    @MainActor mutating func note(_ event: Trace.Event, run: GoogleAppOpenRun) {
      switch event.name {
      case .consentStateChanged:
        adsAllowed = event.flag("canRequestAds") ?? adsAllowed
      case .adWillPresentFullScreenContent where run.isOwn(event):
        onScreen = event.object
      case .adDidDismissFullScreenContent, .adDidFailToPresentFullScreenContentWithError:
        if event.object == onScreen { onScreen = nil }
      default:
        break
      }
    }
  }
}

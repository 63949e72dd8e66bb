import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google interstitial rule plays on: the subject's screen in a key
/// window, its natural breaks on the script's `transition` step.
@MainActor
final class GoogleInterstitialRun: Stage {
  nonisolated static let kind = Rule.Kind.googleInterstitial
  let simulation: Simulation
  let setup: GoogleInterstitialSetup
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// Whether the screen is in a window.
  var isScreenUp: Bool { screen.map { $0.isViewLoaded && $0.view.window != nil } ?? false }
  /// Each natural break: the sequence numbers its code's events took (none, when it
  /// recorded nothing), and when it came.
  @exclusivity(unchecked) private(set) var breaks: [(events: Range<Int>, time: VirtualClock.Instant)] = []
  /// For an app whose breaks come on its own clock: presentations after this sequence
  /// number belong to a break the checks have not yet used.
  @exclusivity(unchecked) private var breaksUsed = 0
  /// For an app whose own clock brings its breaks and that says when it waits for the
  /// user: the user who goes on once it does.
  @exclusivity(unchecked) private var owedCarryOn: OwedCarryOn?

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a break, a dismissal, the next break.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(3)),
    .transition, .closeAd, .advance(.seconds(5)), .transition,
  ]

  init(simulation: Simulation, setup: GoogleInterstitialSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    if setup.appBreaksWithin != nil, let waitsForUser = setup.waitsForUser {
      owedCarryOn = OwedCarryOn(
        simulation: simulation, inputReachesAppUnderAd: setup.inputReachesAppUnderAd,
        waitsForUser: { [unowned self] in self.screen.map(waitsForUser) ?? false },
        carryOn: { [unowned self] in if let screen = self.screen { setup.naturalBreak(screen) } })
    }
    simulation.addDriver(for: .transition) { [unowned self] _ in
      guard let screen = self.screen else { return false }
      if self.breakIsOutOfReach(unlessDeclared: setup.inputReachesAppUnderAd) { return true }
      // Where the app offers no break now (the user is between levels), the user goes on
      // toward one: no break comes.
      if !self.isBreakOffered() {
        self.simulation.record(
          .observation, actor: .user, name: .breakOutOfReach, detail: "the app offers no break now")
        if let carryOn = setup.userCarriesOn {
          self.simulation.record(
            .observation, actor: .user, name: .userCarriesOn, detail: "the user goes on toward the next break")
          carryOn(screen)
        }
        return true
      }
      // An app whose own clock brings its breaks is given no break: the user goes on.
      if setup.appBreaksWithin != nil {
        self.simulation.record(
          .observation, actor: .user, name: .userCarriesOn, detail: "the user goes on; the app's clock brings the break"
        )
      }
      let start = lastSequence + 1
      if let owedCarryOn { owedCarryOn.userGoesOn() } else { setup.naturalBreak(screen) }
      breaks.append((events: start..<(lastSequence + 1), time: simulation.now))
      return true
    }
    simulation.noticeChanges()
  }

  /// `play` and exploration draw a presentation that fails in an adapter from the
  /// script's seed.
  func prepareToPlay() {
    recordPresentationFailures()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  /// Whether the event happened while a natural break's code ran, or in the screen window
  /// after it.
  func isAtBreak(_ event: Trace.Event) -> Bool {
    breaks.contains { moment in
      event.sequence >= moment.events.lowerBound
        && (moment.events.contains(event.sequence)
          || event.time <= moment.time.advanced(by: Rule.Window.screen.duration))
    }
  }

  /// Whether the break the `transition` step recorded as the event ran the app's break
  /// code, rather than finding the break out of the user's reach.
  func ranBreak(at transition: Trace.Event) -> Bool {
    breaks.contains { $0.events.lowerBound == transition.sequence + 1 }
  }

  /// A `transition` step is a break only while the app offers one, as the subject's
  /// `breakOffered` probe says.
  func momentTracker() -> GoogleFullScreenMoments {
    let names = momentNames
    return GoogleFullScreenMoments(names: names) { [unowned self] in names.contains($0.name) && isBreakOffered() }
  }

  /// Whether the app offers a break the user can take now: always, unless the subject
  /// says when it does.
  func isBreakOffered() -> Bool {
    guard let offered = setup.breakOffered else { return true }
    guard let screen else { return false }
    return offered(screen)
  }

  /// What the content-progress probe says now, or `nil` without the probe.
  func contentProgress() -> Int? {
    guard let probe = setup.contentProgress, let screen else { return nil }
    return probe(screen)
  }
}

extension GoogleInterstitialRun: GoogleFullScreenRun {
  var formatName: String { "interstitial" }
  var adType: String { "GADInterstitialAd" }
  var unit: String { GoogleTestAdUnits.interstitial }
  var demoUnits: Set<String> { [GoogleTestAdUnits.interstitial] }
  var loadCall: Trace.Event.Name { .loadWithAdUnitIDRequest }
  var presentCall: Trace.Event.Name { .presentFromRootViewController }
  var adMomentText: String { "a natural break" }
  var readsTimeFromContext: Bool { setup.readsTimeFromContext }
  var secondShowText: String { "another natural break" }

  /// How long after its last interstitial came on screen an app may hold the next through
  /// its breaks: a frequency cap in time, which apps commonly set at 30 to 60 s.
  static let capAllowance: Duration = .seconds(120)

  /// Whether a break at the instant may fall within the app's frequency cap: within
  /// ``capAllowance`` of its last interstitial on screen, or at any time after one for an
  /// app whose subject does not say its time is one the run moves.
  static func mayCap(
    since lastShown: VirtualClock.Instant?, at instant: VirtualClock.Instant, readsTimeFromContext: Bool
  )
    -> Bool
  {
    guard let lastShown else { return false }
    return !readsTimeFromContext || lastShown.duration(to: instant) <= capAllowance
  }

  /// Runs a natural break and waits the screen window; while the app holds a loaded ad it
  /// did not present there, runs the next break, up to ``breaksToReachAnAd``. Returns the
  /// break the app presented at, or else the first.
  @discardableResult
  func reachAdMoment() async -> Trace.Event? {
    await reachBreakShowingAd(paced: setup.appBreaksWithin == nil) { await self.nextBreak() }
  }

  /// The next break: the script's `transition` step and the screen window after it; for
  /// an app whose own clock brings its breaks, the one it reached, or the next one after
  /// the user carries on.
  private func nextBreak() async -> Trace.Event? {
    guard let allowance = setup.appBreaksWithin else {
      await awaitBreakOffer()
      return await runMomentStep(waiting: Rule.Window.screen.duration)
    }
    defer { breaksUsed = lastSequence }
    return await reachAppBreak(after: breaksUsed, within: allowance + Rule.Window.screen.duration)
  }

  /// For an app that asks for its first ad only at a break (it made no load before one):
  /// runs that first break, lets the ad it starts arrive, closes it if the app showed it,
  /// and gives the app the time to load the next, as a user who plays on would.
  ///
  /// - Returns: The sequence number after which the judged part of the run begins: 0 for
  ///   an app that loaded before its first break.
  func primeFirstBreak() async -> Int {
    guard loadCalls.isEmpty, setup.appBreaksWithin == nil else { return 0 }
    await awaitBreakOffer()
    await perform(.transition)
    _ = await waitForEvent(after: 0, within: Rule.Window.request.duration) { [unowned self] in
      isOwn($0) && $0.name == .loadCompletion
    }
    await perform(.advance(Rule.Window.screen.duration))
    if simulation.googleFullScreenAdIsShowing { await perform(.closeAd) }
    let since = lastSequence
    await perform(fill(after: GoogleInterstitialRules.latency), .advance(GoogleInterstitialRules.breakAfter))
    return since
  }

  /// The interstitial's first moment is its first break.
  func primeFirstMoment() async -> Int { await primeFirstBreak() }

  /// How long a user waits for the app to offer a break, when the subject says when it does.
  static let breakOfferWait: Duration = .seconds(60)

  /// Waits, up to ``breakOfferWait``, for the app to be at a break the user can take, when
  /// the subject says when it is; a user between games carries on first.
  func awaitBreakOffer() async {
    guard let offered = setup.breakOffered, let screen, !simulation.googleFullScreenAdIsShowing else { return }
    if !offered(screen) { _ = await userCarriesOn() }
    _ = await waitUntil(Self.breakOfferWait) { offered(screen) }
  }

  /// How long the app's own clock may take to reach a break, when it brings them.
  var appBreaksWithin: Duration? { setup.appBreaksWithin }

  /// How many of the user's goings-on an app that waits for the user took (see
  /// ``OwedCarryOn``); 0 for other subjects.
  var goingsOnTaken: Int { owedCarryOn?.taken ?? 0 }

  /// How long the content may take to move on after the user goes on with no ad held: the
  /// screen window, after the app's clock brings its break and, where the app waits for
  /// the user there, after the user's reaction to it.
  var carryOnAllowance: Duration {
    (setup.appBreaksWithin ?? .zero) + (owedCarryOn == nil ? .zero : OwedCarryOn.reaction)
      + Rule.Window.screen.duration
  }

  /// Why the rules that judge where a presentation falls cannot, or `nil` when they can:
  /// the harness cannot tell a break the app's own clock brings from any other moment.
  var breaksUnseen: String? {
    setup.appBreaksWithin == nil
      ? nil
      : "the subject's breaks come from its own clock, so the harness cannot tell a break from any other moment"
  }

  /// A break is the user's doing on the app's own screen, which the ad covers, unless the
  /// subject declares that breaks reach the app under an ad or its own clock brings them.
  var secondShowUnreachable: String? {
    setup.appBreaksWithin != nil ? nil : Self.breakUnderAdUnreachable(unlessDeclared: setup.inputReachesAppUnderAd)
  }

  /// Another natural break comes while the ad is up; for an app whose own clock brings its
  /// breaks, that clock runs on for as long as it may take to bring one.
  func provokeSecondShow() async {
    await perform(.advance(.seconds(2)), .transition, .advance((setup.appBreaksWithin ?? .zero) + .seconds(3)))
  }

  /// Whether the subject gives a way to carry on after an ad.
  var canCarryOn: Bool { setup.userCarriesOn != nil }

  /// The user goes on after an ad through the subject's hook.
  func userCarriesOn() async -> Bool {
    await carryOn(with: setup.userCarriesOn, on: screen)
  }
}

extension GoogleInterstitialRun {
  /// Answers and time; the app's moments for an ad; a tap or a close while an ad is up;
  /// the lifecycle and memory warnings.
  func explorationMenu() -> Exploration.Menu {
    googleFullScreenMenu()
  }
}

extension GoogleInterstitialRun {
  /// The interstitials an app holds, loaded and not yet presented or released, and the
  /// one on screen, followed event by event: what the break properties read.
  struct HeldAds {
    /// The events ``note(_:run:)`` reads.
    @MainActor static func names(_ run: GoogleInterstitialRun) -> Set<Trace.Event.Name> {
      [
        .loadCompletion, run.presentCall, .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
        .adDidFailToPresentFullScreenContentWithError, .released,
      ]
    }

    /// The ads held, each with when it loaded.
    var held: [String: VirtualClock.Instant] = [:]
    /// The ad on screen, if any.
    var onScreen: String?

    /// Takes the event into account.
    @MainActor mutating func note(_ event: Trace.Event, run: GoogleInterstitialRun) {
      switch event.name {
      case .loadCompletion where run.isOwn(event) && event.flag("loaded") == true:
        held[event.object] = event.time
      case run.presentCall where run.isOwn(event), .released:
        held[event.object] = nil
      case .adWillPresentFullScreenContent where run.isOwn(event):
        onScreen = event.object
      case .adDidDismissFullScreenContent, .adDidFailToPresentFullScreenContentWithError:
        if event.object == onScreen { onScreen = nil }
      default:
        break
      }
    }

    /// Drops the ads held past the lifetime at the instant, for an app whose time the run
    /// moves (another may not tell they expired).
    mutating func dropExpired(at now: VirtualClock.Instant, lifetime: Duration, judged: Bool) {
      guard judged else { return }
      held = held.filter { $0.value.duration(to: now) < lifetime }
    }
  }
}

/// What a Google interstitial subject gives the harness: its screen, its natural break and
/// a probe of how far its content has moved on.
struct GoogleInterstitialSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  /// What the `transition` step does: the break itself, or, when the app's own clock
  /// brings its breaks, the user carrying on from where the app is (Play again, Next).
  var naturalBreak: @MainActor @Sendable (UIViewController) -> Void
  /// How long the app's own clock may take to reach its next break once the user carries
  /// on, or `nil` when the `transition` step is the break.
  var appBreaksWithin: Duration? = nil
  var contentProgress: (@MainActor @Sendable (UIViewController) -> Int)?
  /// Whether a break reaches the app while a full-screen ad covers its screen (a round
  /// clock of its own, a push); otherwise the user's break waits for the app's UI.
  var inputReachesAppUnderAd = false
  /// For a subject whose `transition` step is the break: what the user does to go on
  /// after an ad (Play again, Next), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil
  /// For a subject whose `transition` step is the break: whether the app is at a break
  /// the user can take now (its Game Over alert is up), if the subject says.
  var breakOffered: (@MainActor @Sendable (UIViewController) -> Bool)? = nil
  /// For a subject whose own clock brings its breaks: whether the app waits for the user
  /// to go on (its Next level button showing), if the subject says.
  var waitsForUser: (@MainActor @Sendable (UIViewController) -> Bool)? = nil

  var kind: Rule.Kind { .googleInterstitial }
  var warmUp: [Script.Step] { GoogleInterstitialRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleInterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Rule.Kind {
  /// A Google Mobile Ads interstitial (GADInterstitialAd, InterstitialAd).
  public static let googleInterstitial = Rule.Kind("gma-interstitial", ruleIDPrefix: "gma.interstitial.")
}

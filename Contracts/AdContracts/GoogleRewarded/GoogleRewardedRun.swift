import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google rewarded rule plays on: the subject's screen in a key window,
/// the user's choice to watch on the script's `askToWatch` step (or `transition`, its
/// former name).
@MainActor
final class GoogleRewardedRun: Stage {
  nonisolated static let kind = Rule.Kind.googleRewarded
  let simulation: Simulation
  let setup: GoogleRewardedSetup
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// Whether the screen is in a window.
  var isScreenUp: Bool { screen.map { $0.isViewLoaded && $0.view.window != nil } ?? false }

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, the user asks to watch, watches to the end and closes it.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.rewarded)), .advance(.seconds(3)),
    .askToWatch, .advance(.seconds(35)), .closeAd, .advance(.seconds(5)),
  ]

  init(simulation: Simulation, setup: GoogleRewardedSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    for kind in Self.askKinds { simulation.addDriver(for: kind) { [unowned self] _ in self.userAsks() } }
    simulation.noticeChanges()
  }

  /// The steps that are the user's ask: `askToWatch`, and `transition`, which scripts
  /// written before it used.
  nonisolated static let askKinds: [Script.Step.Kind] = [.askToWatch, .transition]

  /// The format's moment is the user's ask.
  var momentStep: Script.Step { .askToWatch }

  /// The ask's events, under either step's name.
  var momentNames: Set<Trace.Event.Name> { [Script.Step.askToWatch.eventName, Script.Step.transition.eventName] }

  /// The ask's step comes: the user asks to watch where the app offers a way, or goes on
  /// toward one.
  private func userAsks() -> Bool {
    guard let screen = self.screen else { return false }
    if !setup.askReachesAppUnderAd, self.simulation.googleFullScreenAdIsShowing {
      self.simulation.record(
        .observation, actor: .user, name: .askOutOfReach,
        detail: "the ad covers the screen where the user asks to watch")
      return true
    }
    // Where the app offers no way to ask now (the user is in a round), the user goes on
    // toward one: no ask comes.
    if !self.isAskOffered() {
      self.simulation.record(
        .observation, actor: .user, name: .askOutOfReach, detail: "the app offers no way to ask now")
      if let carryOn = setup.userCarriesOn {
        self.simulation.record(
          .observation, actor: .user, name: .userCarriesOn, detail: "the user goes on toward the next ask")
        carryOn(screen)
      }
      return true
    }
    self.answerAlertLeftUp(on: screen)
    setup.userAsksToWatch(screen)
    return true
  }

  /// Whether an ad covers the screen where the user asks to watch, so an ask cannot
  /// reach the app.
  func isAskOutOfReach() -> Bool {
    !setup.askReachesAppUnderAd && simulation.googleFullScreenAdIsShowing
  }

  /// An alert the app left up (the ad not ready yet, a failed presentation) covers the
  /// Watch button: the user answers it first, with its cancel action or its only one.
  private func answerAlertLeftUp(on screen: UIViewController) {
    let presented = screen.presentedViewController ?? screen.navigationController?.presentedViewController
    guard let alert = presented as? UIAlertController else { return }
    let way = alert.actions.first { $0.style == .cancel } ?? (alert.actions.count == 1 ? alert.actions.first : nil)
    if let way { alert.tap(way) }
  }

  /// `play` and exploration draw the order of the reward and the dismissal (and its turn)
  /// from the script's seed, and the timeline says which.
  func prepareToPlay() {
    GoogleRewardBehaviour.setAndRecord(.init(order: .drawn(from: simulation.script.seed)), in: simulation)
    recordPresentationFailures()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  /// What the rewards probe says now, or `nil` without the probe.
  func rewardsGranted() -> Int? {
    guard let probe = setup.rewardsGranted, let screen else { return nil }
    return probe(screen)
  }

  var needsRewardsProbe: String { Self.rewardsProbeAdvice }

  static let rewardsProbeAdvice = """
    the subject has no rewardsGranted probe. Pass `rewardsGranted:` to \
    Subject.googleRewardedScreen so the check can see what the app grants.
    """
}

extension GoogleRewardedRun: GoogleRewardRun {
  var formatName: String { "rewarded" }
  var adType: String { "GADRewardedAd" }
  var unit: String { GoogleTestAdUnits.rewarded }
  var demoUnits: Set<String> { [GoogleTestAdUnits.rewarded] }
  var loadCall: Trace.Event.Name { .loadWithAdUnitIDRequest }
  var presentCall: Trace.Event.Name { .presentWithRewardHandler }
  var adMomentText: String { "the user's choice to watch" }
  var readsTimeFromContext: Bool { setup.readsTimeFromContext }
  var secondShowText: String { "the user asking again" }

  /// The user asks on the app's own screen only, unless the subject declares otherwise,
  /// and the ad covers that screen.
  var secondShowUnreachable: String? {
    setup.askReachesAppUnderAd
      ? nil
      : "the user asks to watch only on the app's own screen, which the ad covers, so no second ask can come while"
        + " it is up; the rule's monitor still watches every run (pass askReachesAppUnderAd: true for an app that"
        + " also asks from a notification or another screen)"
  }

  /// How long a user waits for the app to offer a way to ask, when the subject says when
  /// it does.
  static let askOfferWait: Duration = .seconds(60)

  /// The user asks to watch, once the app offers a way to when the subject says when it
  /// does; waits the screen window for the app to present.
  @discardableResult
  func reachAdMoment() async -> Trace.Event? {
    await waitForOffer()
    return await runMomentStep(waiting: Rule.Window.screen.duration)
  }

  /// Whether the app offers the user a way to ask now: always, unless the subject says
  /// when it does.
  func isAskOffered() -> Bool {
    guard let offered = setup.askOffered else { return true }
    guard let screen else { return false }
    return offered(screen)
  }

  /// An ask's step is an ask only while the app offers a way to ask, as the
  /// subject's `askOffered` probe says.
  func momentTracker() -> GoogleFullScreenMoments {
    let names = momentNames
    return GoogleFullScreenMoments(names: names) { [unowned self] in names.contains($0.name) && isAskOffered() }
  }

  /// Waits, up to ``askOfferWait``, for the app to offer the user a way to ask, when the
  /// subject says when it does and no ad covers the app.
  func waitForOffer() async {
    guard let offered = setup.askOffered, let screen, !simulation.googleFullScreenAdIsShowing else { return }
    _ = await waitUntil(Self.askOfferWait) { offered(screen) }
  }

  /// The user asks to watch again while the ad is up.
  func provokeSecondShow() async {
    await perform(.advance(.seconds(2)), .askToWatch, .advance(.seconds(3)))
  }

  /// Whether the subject gives a way to carry on after an ad.
  var canCarryOn: Bool { setup.userCarriesOn != nil }

  /// The user goes on after an ad through the subject's hook.
  func userCarriesOn() async -> Bool {
    await carryOn(with: setup.userCarriesOn, on: screen)
  }
}

extension GoogleRewardedRun {
  /// Answers and time; the app's moments for an ad; a tap or a close while an ad is up;
  /// the lifecycle and memory warnings.
  func explorationMenu() -> Exploration.Menu {
    googleFullScreenMenu()
  }
}

/// What a Google rewarded ad subject gives the harness: its screen, the user's choice to
/// watch, and a probe of the rewards the app has granted.
struct GoogleRewardedSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  var userAsksToWatch: @MainActor @Sendable (UIViewController) -> Void
  /// Whether the user can ask while a full-screen ad covers the app (a notification's
  /// action, another screen), not only on the app's own screen, which the ad covers.
  var askReachesAppUnderAd: Bool
  var rewardsGranted: (@MainActor @Sendable (UIViewController) -> Int)?
  /// What the user does to go on after an ad (Play again), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil
  /// Whether the app offers the user a way to ask now, if the subject says.
  var askOffered: (@MainActor @Sendable (UIViewController) -> Bool)? = nil

  var kind: Rule.Kind { .googleRewarded }
  var warmUp: [Script.Step] { GoogleRewardedRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleRewardedRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Rule.Kind {
  /// A Google Mobile Ads rewarded ad (GADRewardedAd, RewardedAd).
  public static let googleRewarded = Rule.Kind("gma-rewarded", ruleIDPrefix: "gma.rewarded.")
}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google rewarded interstitial rule plays on: the subject's screen in a
/// key window, its natural breaks on the script's `transition` step, its introduction
/// seen and declined as the setup says.
@MainActor
final class GoogleRewardedInterstitialRun: Stage {
  nonisolated static let kind = Rule.Kind.googleRewardedInterstitial
  /// How long after a break the harness waits for the ad: an introduction of a few
  /// seconds and the screen window after it.
  static let introAllowance: Duration = .seconds(10)
  let simulation: Simulation
  let setup: GoogleRewardedInterstitialSetup
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// Whether the screen is in a window.
  var isScreenUp: Bool { screen.map { $0.isViewLoaded && $0.view.window != nil } ?? false }
  /// For an app whose breaks come on its own clock: presentations after this sequence
  /// number belong to a break the checks have not yet used.
  @exclusivity(unchecked) private var breaksUsed = 0

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a break with its introduction, the video watched and closed.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.rewardedInterstitial)), .advance(.seconds(3)),
    .transition, .advance(.seconds(45)), .closeAd, .advance(.seconds(5)),
  ]

  init(simulation: Simulation, setup: GoogleRewardedInterstitialSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    simulation.addDriver(for: .transition) { [unowned self] _ in
      guard let screen = self.screen else { return false }
      if self.breakIsOutOfReach(unlessDeclared: setup.inputReachesAppUnderAd) { return true }
      // An app whose own clock brings its breaks is given no break: the user goes on.
      if setup.appBreaksWithin != nil {
        self.simulation.record(
          .observation, actor: .user, name: .userCarriesOn, detail: "the user goes on; the app's clock brings the break"
        )
      }
      setup.naturalBreak(screen)
      return true
    }
    // The user declines the introduction that is up, as the `cancel` step.
    simulation.addDriver(for: .cancel) { [unowned self] _ in
      guard self.isIntroShowing() else { return false }
      return self.declineIntro()
    }
    simulation.noticeChanges()
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

  /// The alert the screen (or its navigation stack) presents, if any.
  private var presentedAlert: UIAlertController? {
    screen?.presentedViewController as? UIAlertController
      ?? screen?.navigationController?.presentedViewController as? UIAlertController
  }

  /// Whether the introduction is on screen now.
  func isIntroShowing() -> Bool {
    guard let screen else { return false }
    if let probe = setup.isIntroShowing { return probe(screen) }
    return presentedAlert != nil
  }

  /// The user declines the introduction; whether there was a way to.
  func declineIntro() -> Bool {
    guard let screen else { return false }
    if let hook = setup.declineIntro {
      recordDecline()
      hook(screen)
      return true
    }
    guard let alert = presentedAlert, let cancel = alert.actions.first(where: { $0.style == .cancel }) else {
      return false
    }
    recordDecline()
    alert.tap(cancel)
    return true
  }

  private func recordDecline() {
    simulation.record(.observation, actor: .user, name: .introDeclined, detail: "the user declines the introduction")
  }
}

extension GoogleRewardedInterstitialRun: GoogleRewardRun {
  var formatName: String { "rewarded interstitial" }
  var adType: String { "GADRewardedInterstitialAd" }
  var unit: String { GoogleTestAdUnits.rewardedInterstitial }
  var demoUnits: Set<String> { [GoogleTestAdUnits.rewardedInterstitial] }
  var loadCall: Trace.Event.Name { .loadWithAdUnitIDRequest }
  var presentCall: Trace.Event.Name { .presentWithRewardHandler }
  var adMomentText: String { "a natural break" }
  var readsTimeFromContext: Bool { setup.readsTimeFromContext }
  var secondShowText: String { "another natural break" }
  var needsRewardsProbe: String {
    """
    the subject has no rewardsGranted probe. Pass `rewardsGranted:` to \
    Subject.googleRewardedInterstitialScreen so the check can see what the app grants.
    """
  }

  /// How long the app's own clock may take to reach a break, when it brings them.
  var appBreaksWithin: Duration? { setup.appBreaksWithin }

  /// Runs a natural break and waits through the introduction for the app to present; for
  /// an app whose own clock brings its breaks, the break it reached, or the next one after
  /// the user carries on. While the app holds a loaded ad it did not present there (it
  /// shows one at some breaks only), the next break comes, up to three.
  @discardableResult
  func reachAdMoment() async -> Trace.Event? {
    await reachBreakShowingAd(paced: setup.appBreaksWithin == nil) {
      guard let allowance = setup.appBreaksWithin else {
        return await runMomentStep(waiting: Self.introAllowance)
      }
      defer { breaksUsed = lastSequence }
      return await reachAppBreak(after: breaksUsed, within: allowance + Self.introAllowance)
    }
  }

  /// Lets time pass before a break for an ad to load; an app whose own clock brings its
  /// breaks is stopped at its next one, its introduction up or its present call made.
  func advanceBeforeBreak(_ duration: Duration) async {
    guard setup.appBreaksWithin != nil else { return await perform(.advance(duration)) }
    breaksUsed = lastSequence
    _ = await waitUntil(duration) { [unowned self] in
      isIntroShowing() || !ownEvents(named: presentCall, after: breaksUsed).isEmpty
    }
  }

  /// Lets an ad arrive before a break. An app that started no load by then (its first level
  /// began before consent allowed a request, or it loads only as the user goes on) is given
  /// one break without an ad, as a user plays through it, and the time to load after it.
  func loadAheadOfBreak() async {
    let start = lastSequence
    await perform(fill(after: GoogleRewardChecks.latency))
    await advanceBeforeBreak(GoogleRewardChecks.askAfter)
    guard loadedAds.isEmpty, ownEvents(named: loadCall, after: start).isEmpty else { return }
    _ = await beginBreak()
    await advanceBeforeBreak(GoogleRewardChecks.askAfter)
  }

  /// Brings a break: the script's `transition` step; for an app whose own clock brings its
  /// breaks, the one it is at, or else the user carries on and the harness waits for the
  /// app's next introduction or present call.
  ///
  /// - Returns: The sequence number after which the break's events come.
  func beginBreak() async -> Int {
    guard let allowance = setup.appBreaksWithin else {
      let start = lastSequence
      await perform(.transition)
      return start
    }
    let used = breaksUsed
    breaksUsed = lastSequence
    if isIntroShowing() || !ownEvents(named: presentCall, after: used).isEmpty { return used }
    let start = lastSequence
    await perform(.transition)
    _ = await waitUntil(allowance) { [unowned self] in
      isIntroShowing() || !ownEvents(named: presentCall, after: start).isEmpty
    }
    return start
  }

  /// A break is the user's doing on the app's own screen, which the ad covers, unless the
  /// subject declares that breaks reach the app under an ad or its own clock brings them.
  var secondShowUnreachable: String? {
    setup.appBreaksWithin != nil ? nil : Self.breakUnderAdUnreachable(unlessDeclared: setup.inputReachesAppUnderAd)
  }

  /// Another natural break comes while the ad is up; for an app whose own clock brings its
  /// breaks, that clock runs on for as long as it may take to bring one.
  func provokeSecondShow() async {
    await perform(.advance(.seconds(2)), .transition, .advance((setup.appBreaksWithin ?? .zero) + Self.introAllowance))
  }

  /// Whether the subject gives a way to carry on after an ad.
  var canCarryOn: Bool { setup.userCarriesOn != nil }

  /// The user goes on after an ad through the subject's hook.
  func userCarriesOn() async -> Bool {
    await carryOn(with: setup.userCarriesOn, on: screen)
  }
}

extension GoogleRewardedInterstitialRun {
  /// Answers and time; the app's moments for an ad; the user declining an introduction
  /// that is up (the `cancel` step); a tap or a close while an ad is up; the lifecycle and
  /// memory warnings.
  func explorationMenu() -> Exploration.Menu {
    var menu = googleFullScreenMenu()
    menu.add(.cancel, weight: isIntroShowing() ? 3 : 0)
    return menu
  }
}

/// What a Google rewarded interstitial subject gives the harness: its screen, its natural
/// break, a probe of the rewards granted, and ways to see and decline its introduction.
struct GoogleRewardedInterstitialSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var readsTimeFromContext: Bool
  /// What the `transition` step does: the break itself, or, when the app's own clock
  /// brings its breaks, the user carrying on from where the app is (Play again, Next).
  var naturalBreak: @MainActor @Sendable (UIViewController) -> Void
  /// How long the app's own clock may take to reach its next break once the user carries
  /// on, or `nil` when the `transition` step is the break.
  var appBreaksWithin: Duration? = nil
  var rewardsGranted: (@MainActor @Sendable (UIViewController) -> Int)?
  var isIntroShowing: (@MainActor @Sendable (UIViewController) -> Bool)?
  var declineIntro: (@MainActor @Sendable (UIViewController) -> Void)?
  /// Whether a break reaches the app while a full-screen ad covers its screen.
  var inputReachesAppUnderAd = false
  /// For a subject whose `transition` step is the break: what the user does to go on
  /// after an ad (Play again, Next), if the subject says.
  var userCarriesOn: (@MainActor @Sendable (UIViewController) -> Void)? = nil

  var kind: Rule.Kind { .googleRewardedInterstitial }
  var warmUp: [Script.Step] { GoogleRewardedInterstitialRun.warmUp }

  /// Exploration draws, from the scenario's seed, a presentation that fails in a
  /// mediation adapter in one scenario in three.
  func prepareForExploration(_ script: inout Script) {
    script.drawPresentationFailure()
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleRewardedInterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Rule.Kind {
  /// A Google Mobile Ads rewarded interstitial (GADRewardedInterstitialAd, RewardedInterstitialAd).
  public static let googleRewardedInterstitial = Rule.Kind(
    "gma-rewarded-interstitial", ruleIDPrefix: "gma.rewarded-interstitial.")
}

import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// The stage a full-screen ad rule plays on: the subject's screen in a window on an iPad.
///
/// The transition step calls the subject's transition hook; the harness notes which calls
/// to present an ad happen during a transition.
@MainActor
final class IAdInterstitialRun: Stage {
  nonisolated static let kind = Rule.Kind.iAdInterstitial
  /// How long a full-screen ad's content lasts in the rules' scenarios: ten minutes, inside
  /// the 5 to 15 minutes the device showed, fixed so no verdict depends on the seed.
  nonisolated static let adLifetime: Duration = .seconds(600)
  let simulation: Simulation
  let setup: InterstitialSetup
  let devices: Subject.Devices
  /// The supported orientations, portrait first.
  let orientations: [Device.Orientation]
  @exclusivity(unchecked) private(set) var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// The ads the client holds, read once in each judging pass.
  private let seenAds: PassMemo<[ADInterstitialAd]>
  @exclusivity(unchecked) private(set) var transitions = 0
  /// The sequence-number ranges of the events recorded during each transition.
  @exclusivity(unchecked) private(set) var transitionSpans: [ClosedRange<Int>] = []
  /// When each transition hook returned.
  @exclusivity(unchecked) private(set) var transitionTimes: [VirtualClock.Instant] = []

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a break, a dismissal, the next break.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .transition, .closeAd,
    .advance(.seconds(5)), .transition,
  ]

  init(simulation: Simulation, setup: InterstitialSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    self.orientations = devices.orderedOrientations
    seenAds = PassMemo(simulation)
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    simulation.addDriver(for: .transition) { [unowned self] _ in
      guard let hook = setup.transition, let screen = self.screen else { return false }
      let start = (simulation.trace.events.last?.sequence ?? 0) + 1
      transitions += 1
      hook(screen)
      transitionSpans.append(start...max(start, simulation.trace.events.last?.sequence ?? start))
      transitionTimes.append(simulation.now)
      return true
    }
    // The app enters its busy moment through the subject's hook.
    simulation.addDriver(for: .busyMoment) { [unowned self] _ in self.beginBusyMoment() }
    simulation.addDriver(for: .urgentEvent) { [unowned self] _ in
      guard let hook = setup.urgentEvent, let screen = self.screen else { return false }
      hook(screen)
      return true
    }
    simulation.noticeChanges()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  // MARK: Observing

  /// The full-screen ads the client holds now, oldest first.
  var ads: [ADInterstitialAd] { seenAds { simulation.liveObjects(of: ADInterstitialAd.self) } }

  /// Whether the subject has a transition hook; most rules need one.
  var hasTransition: Bool { setup.transition != nil }

  static let needsTransition = """
    the subject has no transition hook. Pass `transition:` to Subject.iAdInterstitialScreen with \
    the code the app runs at a natural break (the end of a round, a turn to the next page).
    """

  /// Whether an event happened at a transition: while its hook ran, or within the screen
  /// window after it (a game that shows a "level complete" card first).
  func isDuringTransition(_ event: Trace.Event) -> Bool {
    transitionSpans.contains { $0.contains(event.sequence) }
      || transitionTimes.contains { $0 <= event.time && event.time <= $0.advanced(by: Rule.Window.screen.duration) }
  }

  /// What the content-progress probe reads now, or `nil` without the probe.
  func contentProgress() -> Int? {
    guard let probe = setup.contentProgress, let screen else { return nil }
    return probe(screen)
  }

  /// The names of the ads created so far, in order.
  var createdAds: [Trace.Event] {
    simulation.trace.events(.created).filter { $0.object.hasPrefix("ADInterstitialAd") }
  }

  /// The callbacks that end an ad object's life.
  static let endCallbacks: Set<Trace.Event.Name> = [.interstitialAdDidUnload, .interstitialAdDidFailWithError]

  /// The callback that ended the named ad, if it has unloaded or failed.
  ///
  /// The fake records a callback before the delegate runs, so what the app does inside
  /// it comes after this event.
  func endEvent(of name: String) -> Trace.Event? {
    simulation.trace.events.first { $0.object == name && Self.endCallbacks.contains($0.name) }
  }

  /// Lets virtual time run for up to the duration until the named ad unloads or fails.
  ///
  /// - Returns: The callback that ended it, or `nil` if it did not end in time.
  func advanceUntilEnd(of name: String, within duration: Duration) async -> Trace.Event? {
    await waitForEvent(after: 0, within: duration) { $0.object == name && Self.endCallbacks.contains($0.name) }
  }

  /// When the named ad was released after the callback that ended it, in words for a
  /// witness's observation.
  func release(of name: String, after end: Trace.Event) -> String {
    let released = simulation.trace.events.first { $0.object == name && $0.name == .released }
    return "\(name) got \(end.name) at \(end.time) s and "
      + (released.map { "was released at \($0.time) s" } ?? "was still alive at \(simulation.now) s")
  }

  /// Whether the named ad has unloaded or failed.
  func hasEnded(_ name: String, by sequence: Int = .max) -> Bool {
    endEvent(of: name).map { $0.sequence <= sequence } ?? false
  }
}

extension IAdInterstitialRun: AdActionRun {
  var kindName: String { "interstitial" }
  var finishName: Trace.Event.Name { .interstitialAdActionDidFinish }
  var hasBusyMoment: Bool { setup.busyMoment != nil }
  var tappablePrecondition: Precondition { .adPresented }
  var isPresentedModally: Bool { ads.contains(where: \.isPresentedModally) }

  func isCut(_ event: Trace.Event, of object: String) -> Bool {
    event.object == object
      && (event.name == .released || (event.name == .delegate && event.flag("cleared") == true))
  }
  var shouldBeginCallback: Trace.Event.Name { .interstitialAdActionShouldBeginWillLeaveApplication }
  var factoryName: String { "Subject.iAdInterstitialScreen" }
  var hasActivitiesProbe: Bool { setup.activitiesRunning != nil }
  var declaresNoTimedActivities: Bool { setup.declaresNoTimedActivities }
  var hasUrgentHook: Bool { setup.urgentEvent != nil }
  var isActionInProgress: Bool { ads.contains(where: \.isActionInProgress) }

  func activitiesRunning() -> Bool? {
    guard let probe = setup.activitiesRunning, let screen else { return nil }
    return probe(screen)
  }

  func recreatableMemory() -> Int? {
    guard let probe = setup.recreatableMemory, let screen else { return nil }
    return probe(screen)
  }

  func beginBusyMoment() -> Bool {
    guard let busy = setup.busyMoment, let screen else { return false }
    busy(screen)
    return true
  }

  /// Loads an ad, then runs transitions until the client shows it.
  func showTappableAd() async -> Bool {
    guard hasTransition else { return false }
    await loadAd()
    for _ in 0..<3 {
      await perform(.transition)
      if await waitUntil(.screen, { [unowned self] in hasTappableAd }) != nil { return true }
      await perform(.advance(.seconds(5)))
    }
    return false
  }

  /// Whether a loaded ad is presented where a tap reaches it.
  var hasTappableAd: Bool { Self.hasTappableAd(among: ads) }

  /// Whether one of the ads is loaded and presented: modally, or in a host view on screen.
  static func hasTappableAd(among ads: [ADInterstitialAd]) -> Bool {
    ads.contains { $0.isLoaded && ($0.isPresentedModally || $0.hostView?.isOnScreen == true) }
  }
}

extension IAdInterstitialRun {
  /// Answers and time; the app's natural breaks; a tap while an ad is presented and a
  /// close while one covers the app; the lifecycle, rotations the app supports, memory
  /// warnings and, when the subject has the hooks, urgent events and the app's busy moment.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.iAdFailureCodes, orientations: orientations)
    // The live ads are looked up once: the menu is made before every step.
    let ads = self.ads
    let inAction = ads.contains(where: \.isActionInProgress)
    let covered = inAction || ads.contains(where: \.isPresentedModally)
    // The app reaches no natural break while an ad covers it: the game behind is paused.
    menu.add(.transition, weight: hasTransition && !covered ? 3 : 0)
    menu.add(.tap, weight: inAction ? 0 : Self.hasTappableAd(among: ads) ? 6 : 1)
    menu.add(.close, weight: covered ? 5 : 0)
    menu.add(.urgentEvent, weight: setup.urgentEvent == nil ? 0 : covered ? 2 : 1)
    menu.add(.busyMoment, weight: setup.busyMoment == nil || covered ? 0 : 1)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 1 : 0)
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}

/// What a full-screen ad subject gives the harness: its screen, hooks and probes.
struct InterstitialSetup: SubjectSetup {
  var presentation: Subject.InterstitialPresentation
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var transition: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentProgress: (@MainActor @Sendable (UIViewController) -> Int)?
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?
  /// Whether the subject declares that its screen runs no timed activities.
  var declaresNoTimedActivities = false

  var kind: Rule.Kind { .iAdInterstitial }
  var warmUp: [Script.Step] { IAdInterstitialRun.warmUp }

  /// The iPad, where iAd shows full-screen ads, when the app supports it.
  func defaultIdiom(among idioms: Set<Device.Idiom>) -> Device.Idiom {
    Self.preferring(.pad, among: idioms)
  }

  /// Full-screen ads, the app's own or iAd's, last ``IAdInterstitialRun/adLifetime``.
  func prepare(_ script: inout Script) {
    script.interstitialLifetime = IAdInterstitialRun.adLifetime
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    IAdInterstitialRun(simulation: simulation, setup: self, devices: devices)
  }
}

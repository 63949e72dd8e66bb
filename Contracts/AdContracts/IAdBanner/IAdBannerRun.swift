import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// The stage a banner rule plays on: the subject's screens in a window, and the probes.
///
/// The first ad screen sits at the bottom of a navigation stack. Navigating away pushes a
/// screen without ads; navigating to the next ad screen pushes a new screen from the
/// subject's factory; navigating back pops.
@MainActor
final class IAdBannerRun: Stage {
  nonisolated static let kind = Rule.Kind.iAdBanner
  let simulation: Simulation
  let setup: BannerSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private(set) var window: UIWindow?
  @exclusivity(unchecked) private(set) var navigation: UINavigationController?
  @exclusivity(unchecked) private var adScreens: [UIViewController] = []
  @exclusivity(unchecked) private(set) var blankExposures: [BlankExposure] = []
  /// When each banner was first seen in the window, by trace name.
  @exclusivity(unchecked) private(set) var windowEntries: [String: VirtualClock.Instant] = [:]
  /// Every failure callback, with whether its banner was on screen as it came.
  @exclusivity(unchecked) private(set) var failures: [Failure] = []
  /// What the rules read of the stage after a step, read once for all of them.
  private let seen:
    (
      banners: PassMemo<[ADBannerView]>, topAdScreen: PassMemo<UIViewController?>,
      loadedOnScreen: PassMemo<ADBannerView?>, actionInProgress: PassMemo<Bool>
    )

  /// A failure callback and the banner's state as it came, before the delegate ran.
  struct Failure {
    var event: Trace.Event
    var wasOnScreen: Bool
    /// The SDK's own complaint about an empty banner on screen (code 5), not a load failure.
    var isVisibleWithoutContent: Bool
  }

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a tap, a dismissal, the next refresh left waiting.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .tap(willLeave: false), .closeAd,
    .advance(.seconds(40)),
  ]

  static let failureCallback = Trace.Event.Name.bannerViewDidFailToReceiveAdWithError

  /// How long the scripts' ads take to arrive.
  static let latency: Duration = .seconds(2)
  /// From a loaded ad to the refresh after it: the banner asks again one refresh interval
  /// after each answer, and that answer takes the latency too.
  static let nextAnswer: Duration = ADBannerView.refreshInterval + latency

  /// A time a banner was on screen with no ad.
  struct BlankExposure {
    var banner: String
    var since: VirtualClock.Instant
    var frame: CGRect
    var afterLoad: Bool
    var ended: VirtualClock.Instant?
  }

  init(simulation: Simulation, setup: BannerSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    self.orientations = devices.orderedOrientations
    seen = (.init(simulation), .init(simulation), .init(simulation), .init(simulation))
    let pass = JudgingPass.of(simulation)
    simulation.addObserver { [unowned self] in
      pass.run {
        let banners = self.banners
        watchBlankBanners(banners)
        noteWindowEntries(banners)
      }
    }
    simulation.addEventListener { [unowned self] event in
      guard event.name == Self.failureCallback,
        let banner = banners.first(where: { $0.traceName == event.object })
      else { return }
      failures.append(
        Failure(
          event: event, wasOnScreen: banner.isOnScreen,
          isVisibleWithoutContent: event.integer("code") == ADError.Code.bannerVisibleWithoutContent.rawValue))
    }
    let first = setup.makeScreen(Subject.Context(simulation: simulation))
    adScreens = [first]
    let navigation = HarnessNavigationController(rootViewController: first, devices: devices)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
    installDrivers()
    simulation.noticeChanges()
  }

  private func installDrivers() {
    simulation.addDriver(for: .navigateAway) { [unowned self] _ in
      navigation?.pushViewController(ScreenWithoutAds(), animated: true)
      return true
    }
    simulation.addDriver(for: .navigateToNextAdScreen) { [unowned self] _ in
      guard setup.adScreens == .several else { return false }
      let screen = setup.makeScreen(Subject.Context(simulation: simulation))
      adScreens.append(screen)
      navigation?.pushViewController(screen, animated: true)
      return true
    }
    simulation.addDriver(for: .navigateBack) { [unowned self] _ in
      guard let popped = navigation?.popViewController(animated: true) else { return false }
      adScreens.removeAll { $0 === popped }
      return true
    }
    // The app enters its busy moment through the subject's hook.
    simulation.addDriver(for: .busyMoment) { [unowned self] _ in self.beginBusyMoment() }
    simulation.addDriver(for: .urgentEvent) { [unowned self] _ in
      guard let hook = setup.urgentEvent, let screen = topAdScreen else { return false }
      hook(screen)
      return true
    }
  }

  func tearDown() {
    window?.rootViewController = nil
    adScreens.removeAll()
    navigation = nil
    window = nil
  }

  // MARK: Driving

  /// Answers the next request with an ad after 2 s, lets the load come, then waits through
  /// the screen window for a loaded banner on screen.
  ///
  /// - Returns: The banner on screen, or `nil` when none came on screen in the window.
  @discardableResult
  func showAd() async -> ADBannerView? {
    await perform(.respond(.fill(after: .seconds(2))), .advance(.seconds(2)))
    _ = await waitUntil(.screen) { [unowned self] in loadedBannerOnScreen != nil }
    return loadedBannerOnScreen
  }

  /// The supported orientations, in the order the rules visit them: portrait first.
  let orientations: [Device.Orientation]

  // MARK: Observing

  /// The first loaded banner on screen now.
  var loadedBannerOnScreen: ADBannerView? {
    seen.loadedOnScreen { banners.first { $0.isBannerLoaded && $0.isOnScreen } }
  }

  /// The events that created banners, in order.
  var createdBanners: [Trace.Event] {
    simulation.trace.events(.created).filter { $0.object.hasPrefix("ADBannerView") }
  }

  /// The names of the banners the app made after the sequence number, in order.
  func madeBanners(after start: Int) -> [String] {
    simulation.trace.events
      .filter { $0.sequence > start && $0.kind == .created && $0.object.hasPrefix("ADBannerView") }
      .map(\.object)
  }

  /// The ad screen on top of the navigation stack, if the top screen shows ads.
  var topAdScreen: UIViewController? {
    seen.topAdScreen {
      guard let top = navigation?.topViewController else { return nil }
      return adScreens.contains { $0 === top } ? top : nil
    }
  }

  /// Whether the user is looking at an ad screen: the app active, no ad covering it.
  var isViewingAdScreen: Bool {
    topAdScreen != nil && !isActionInProgress && UIApplication.shared.applicationState == .active
  }

  /// The banners the client holds now, oldest first.
  var banners: [ADBannerView] { seen.banners { simulation.liveObjects(of: ADBannerView.self) } }

  /// The banners on screen now.
  var bannersOnScreen: [ADBannerView] { banners.filter(\.isOnScreen) }

  /// The views the subject names as its content, or `nil` when it names none.
  func contentViews() -> [UIView]? {
    guard let probe = setup.contentViews, let screen = topAdScreen else { return nil }
    return probe(screen)
  }

  /// What the activities probe says now, or `nil` when the subject has no such probe.
  func activitiesRunning() -> Bool? {
    guard let probe = setup.activitiesRunning, let screen = topAdScreen else { return nil }
    return probe(screen)
  }

  /// Whether the banner has ever received an ad.
  func hasLoaded(_ banner: ADBannerView) -> Bool {
    simulation.trace.events.contains { $0.object == banner.traceName && $0.name == .bannerViewDidLoadAd }
  }

  private func watchBlankBanners(_ banners: [ADBannerView]) {
    let time = now
    for banner in banners {
      let blank = banner.isOnScreen && !banner.isBannerLoaded
      let open = blankExposures.lastIndex { $0.banner == banner.traceName && $0.ended == nil }
      if blank, open == nil {
        blankExposures.append(
          BlankExposure(
            banner: banner.traceName, since: time, frame: banner.frameInWindow,
            afterLoad: hasLoaded(banner)))
      } else if !blank, let open {
        blankExposures[open].ended = time
      }
    }
  }

  /// The event that put an empty banner on screen: the banner coming on screen at or after
  /// the exposure began, or else the last event before it.
  func shownEvent(of exposure: BlankExposure) -> Trace.Event? {
    simulation.trace.events.first {
      $0.object == exposure.banner && $0.name == .bannerShown && $0.time >= exposure.since
    } ?? lastEvent(atOrBefore: exposure.since)
  }

  /// The event that last set the banner's requiredContentSizeIdentifiers, if the app set it.

  func requiredSizesEvent(of banner: ADBannerView) -> Trace.Event? {
    simulation.trace.events.last {
      $0.kind == .property && $0.object == banner.traceName && $0.name == .requiredContentSizeIdentifiers
    }
  }

  /// Waits through the screen window from the callback, and a millisecond past it, for a
  /// loaded banner on screen, and says what it saw; the rule's property judges the wait.
  func observeLoadedBannerOnScreen(after callback: Trace.Event) async -> Rule.Outcome {
    let shown = await waitUntil(outlasting: .screen) { [unowned self] in loadedBannerOnScreen != nil }
    if let shown, let banner = loadedBannerOnScreen {
      return .pass(
        "\(callback.object) got \(callback.name) at \(callback.time) s and a loaded banner was on screen at \(shown) s, at \(banner.frameInWindow.timelineText)"
      )
    }
    return .pass(
      "\(callback.object) got \(callback.name) at \(callback.time) s and no loaded banner was on screen by \(now) s")
  }

  private func noteWindowEntries(_ banners: [ADBannerView]) {
    for banner in banners where banner.isInWindow && windowEntries[banner.traceName] == nil {
      windowEntries[banner.traceName] = now
    }
  }

  /// The scripted step the run took at the instant, if one: what set a state going.
  func stepEvent(at instant: VirtualClock.Instant) -> Trace.Event? {
    simulation.trace.events.last {
      $0.time == instant && $0.kind == .driven && $0.actor != .clock && $0.actor != .sdk && $0.name != .ignored
    }
  }

  /// A scripted step in words for a failure message, for example `the rotation to landscape`.
  static func stepText(_ event: Trace.Event) -> String {
    for orientation in Device.Orientation.allCases where event.name == Script.Step.rotate(orientation).eventName {
      return "the rotation to \(orientation.rawValue)"
    }
    return event.name.rawValue
  }

  /// Why a banner is not on screen, in words for a failure message.
  static func whyOffScreen(_ banner: ADBannerView) -> String {
    if banner.superview == nil { return "it was in no view" }
    if banner.window == nil { return "its view was not in the window" }
    var view: UIView? = banner
    while let current = view {
      if current.isHidden { return current === banner ? "it was hidden" : "its superview was hidden" }
      if current.alpha <= 0 { return "its alpha was 0" }
      view = current.superview
    }
    return "it was at \(banner.frameInWindow.timelineText), outside the screen \(UIScreen.main.bounds.timelineText)"
  }
}

extension IAdBannerRun: AdActionRun {
  var kindName: String { "banner" }
  var isPresentedModally: Bool { false }
  var finishName: Trace.Event.Name { .bannerViewActionDidFinish }
  var hasBusyMoment: Bool { setup.busyMoment != nil }
  var tappablePrecondition: Precondition { .bannerOnScreen }

  func isCut(_ event: Trace.Event, of object: String) -> Bool {
    event.object == object
      && (event.name == .released || (event.name == .superview && event.flag("cleared") == true)
        || (event.name == .delegate && event.flag("cleared") == true))
  }
  var shouldBeginCallback: Trace.Event.Name { .bannerViewActionShouldBeginWillLeaveApplication }
  var factoryName: String { "Subject.iAdBannerScreen" }
  var hasActivitiesProbe: Bool { setup.activitiesRunning != nil }
  var declaresNoTimedActivities: Bool { setup.declaresNoTimedActivities }
  var hasUrgentHook: Bool { setup.urgentEvent != nil }
  var isActionInProgress: Bool { seen.actionInProgress { banners.contains(where: \.isBannerViewActionInProgress) } }

  func recreatableMemory() -> Int? {
    guard let probe = setup.recreatableMemory, let screen = topAdScreen else { return nil }
    return probe(screen)
  }

  func beginBusyMoment() -> Bool {
    guard let busy = setup.busyMoment, let screen = topAdScreen else { return false }
    busy(screen)
    return true
  }

  func showTappableAd() async -> Bool {
    await showAd() != nil
  }
}

extension IAdBannerRun {
  /// Answers and time; a tap while a loaded banner is on screen and a close while its ad
  /// covers the app; the lifecycle, rotations the app supports, memory warnings and, when
  /// the subject has the hook, urgent events; and, while no ad covers them, the screens.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.iAdFailureCodes, orientations: orientations)
    // The live banners are looked up once: the menu is made before every step.
    let banners = self.banners
    let covered = banners.contains(where: \.isBannerViewActionInProgress)
    let loadedOnScreen = banners.contains { $0.isBannerLoaded && $0.isOnScreen }
    menu.add(.tap, weight: covered ? 0 : loadedOnScreen ? 6 : 1)
    menu.add(.close, weight: covered ? 5 : 0)
    menu.add(.urgentEvent, weight: setup.urgentEvent == nil ? 0 : covered ? 2 : 1)
    menu.add(.busyMoment, weight: setup.busyMoment == nil || covered ? 0 : 1)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 1 : 0)
    menu.add(.memoryWarning, weight: 1)
    // The user cannot move between the app's screens while an ad covers them.
    guard !covered else { return menu }
    menu.add(.navigateAway, weight: topAdScreen != nil ? 1 : 0)
    menu.add(.navigateBack, weight: (navigation?.viewControllers.count ?? 0) > 1 ? 3 : 0)
    menu.add(.navigateToNextAdScreen, weight: setup.adScreens == .several ? 1 : 0)
    return menu
  }
}

/// What a banner subject gives the harness: screens to show and probes into the client.
struct BannerSetup: SubjectSetup {
  var adScreens: Subject.AdScreens
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentViews: (@MainActor @Sendable (UIViewController) -> [UIView])?
  /// Whether the subject declares that its screen runs no timed activities.
  var declaresNoTimedActivities = false

  var kind: Rule.Kind { .iAdBanner }
  var warmUp: [Script.Step] { IAdBannerRun.warmUp }

  /// Full-screen ads, the app's own or iAd's, last ``IAdInterstitialRun/adLifetime``.
  func prepare(_ script: inout Script) {
    script.interstitialLifetime = IAdInterstitialRun.adLifetime
  }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    IAdBannerRun(simulation: simulation, setup: self, devices: devices)
  }
}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google banner rule plays on: the subject's screen in a navigation
/// stack in a key window, with its probes.
@MainActor
final class GoogleBannerRun: Stage {
  nonisolated static let kind = Rule.Kind.googleBanner
  let simulation: Simulation
  let setup: GoogleBannerSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// Whether the screen's content scrolls, for the exploration menu.
  @exclusivity(unchecked) private var scrolling = ContentScrolling.Memo()
  /// The banners that have received an ad, by trace name, and how far the trace was read
  /// for them.
  @exclusivity(unchecked) private var received: (banners: Set<String>, scanned: Int) = ([], 0)
  /// What the rules read of the stage after a step, read once for all of them.
  private let seen: (banners: PassMemo<[GADBannerView]>, loadedOnScreen: PassMemo<GADBannerView?>)

  /// How long the scripts' ads take to arrive.
  static let latency: Duration = .seconds(1)

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a tap, the ad's screen closed.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(1))), .advance(.seconds(2)), .tap(willLeave: false), .closeAd,
    .advance(.seconds(3)),
  ]

  init(simulation: Simulation, setup: GoogleBannerSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    self.orientations = devices.orderedOrientations
    seen = (.init(simulation), .init(simulation))
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    self.window = HarnessNavigationController.window(showing: screen, devices: devices)
    self.screen = screen
    simulation.addDriver(for: .scroll) { [unowned self] _ in ContentScrolling.scrollOn(self.screen, in: simulation) }
    simulation.noticeChanges()
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    window = nil
  }

  // MARK: Driving

  /// Answers the next requests with ads after the latency, lets the first come, then waits
  /// through the screen window for a loaded banner on screen; in a feed whose banners sit
  /// in rows below the fold, the user then scrolls on to the first one.
  ///
  /// - Parameter answers: How many requests to answer with an ad.
  /// - Returns: The banner on screen, or `nil` when none came on screen.
  @discardableResult
  func showAd(answers: Int = 1) async -> GADBannerView? {
    for _ in 0..<answers { await perform(.respond(.fill(after: Self.latency))) }
    await perform(.advance(Self.latency))
    _ = await waitUntil(.screen) { [unowned self] in loadedBannerOnScreen != nil }
    if loadedBannerOnScreen == nil { await scrollToLoadedBanner() }
    return loadedBannerOnScreen
  }

  /// Scrolls on a screenful at a time, as a reader of a feed whose first banner row is
  /// below the fold does, answering each request the app makes on the way with an ad and
  /// giving the layout the screen window after each move, until a banner with an ad is on
  /// screen or the content is back at its top. Nothing happens on a screen that does not
  /// scroll.
  func scrollToLoadedBanner() async {
    await scrollOnward(
      on: { self.screen }, latency: Self.latency, pausing: Self.latency, settling: Rule.Window.screen.duration
    ) { [unowned self] in loadedBannerOnScreen != nil }
  }

  /// The supported orientations, in the order the rules visit them: portrait first.
  let orientations: [Device.Orientation]

  // MARK: Observing

  /// The banners the client holds now, oldest first.
  var banners: [GADBannerView] { seen.banners { simulation.liveObjects(of: GADBannerView.self) } }

  /// The first banner on screen now that has received an ad.
  var loadedBannerOnScreen: GADBannerView? {
    seen.loadedOnScreen { banners.first { $0.isOnScreen && hasReceivedAd($0) } }
  }

  /// Whether the banner has ever received an ad.
  func hasReceivedAd(_ banner: GADBannerView) -> Bool {
    let events = simulation.trace.events
    if received.scanned < events.count {
      for event in events[received.scanned...] where event.name == .gadBannerViewDidReceiveAd {
        received.banners.insert(event.object)
      }
      received.scanned = events.count
    }
    return received.banners.contains(banner.traceName)
  }

  /// Whether the event is a Google banner view's.
  static func isBanner(_ event: Trace.Event) -> Bool {
    event.object.hasPrefix("GADBannerView#")
  }

  /// The banners' calls to `load(_:)` after the sequence number, the SDK's autoloads included.
  func loads(after start: Int = 0) -> [Trace.Event] {
    events(named: .gadBannerLoad, after: start).filter(Self.isBanner)
  }

  /// The last `load(_:)` call of the banner, if it made one.
  func lastLoad(of banner: GADBannerView) -> Trace.Event? {
    loads().last { $0.object == banner.traceName }
  }

  /// The views the subject names as its content, or `nil` when it names none.
  func contentViews() -> [UIView]? {
    guard let probe = setup.contentViews, let screen else { return nil }
    return probe(screen)
  }

  /// What the activities probe says now, or `nil` when the subject has no such probe.
  func activitiesRunning() -> Bool? {
    guard let probe = setup.activitiesRunning, let screen else { return nil }
    return probe(screen)
  }

  /// Why no loaded banner is on screen, in words for an unmet precondition.
  func whyNoBannerOnScreen() -> String {
    let made = simulation.trace.events.contains { $0.name == .gadBannerViewCreated && Self.isBanner($0) }
    guard made else { return "the app made no GADBannerView" }
    guard let banner = banners.first(where: hasReceivedAd) else { return "no banner received an ad" }
    return "\(banner.traceName) received an ad but was not on screen"
  }
}

extension GoogleBannerRun {
  /// Answers and time; a tap on a banner showing an ad and a close of the screen it
  /// opens; a scroll through content taller than the screen; rotations the app supports,
  /// the lifecycle and memory warnings.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.googleFailureCodes, orientations: orientations)
    // The live banners are looked up once: the menu is made before every step.
    let banners = self.banners
    let opened = banners.contains(where: \.isShowingClickScreen)
    menu.add(.tap, weight: opened ? 0 : banners.contains(where: \.isClickable) ? 5 : 1)
    menu.add(.close, weight: opened ? 5 : 0)
    menu.add(.scroll, weight: opened ? 0 : scrolling.scrolls(on: screen) ? 2 : 0)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 2 : 0)
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}

/// What a Google banner subject gives the harness: its screen and probes into it.
struct GoogleBannerSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var contentViews: (@MainActor @Sendable (UIViewController) -> [UIView])?
  /// Whether the subject declares that its screen runs no timed activities.
  var declaresNoTimedActivities = false

  var kind: Rule.Kind { .googleBanner }
  var warmUp: [Script.Step] { GoogleBannerRun.warmUp }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleBannerRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Rule.Kind {
  /// A Google Mobile Ads banner view (GADBannerView, BannerView).
  public static let googleBanner = Rule.Kind("gma-banner", ruleIDPrefix: "gma.banner.")
}

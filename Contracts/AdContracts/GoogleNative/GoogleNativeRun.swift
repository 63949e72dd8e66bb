import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The stage a Google native ad rule plays on: the subject's screen pushed over a screen
/// without ads in a navigation stack in a key window, its loads answered with native ads
/// whose assets the script's behaviour decides; the user may go back from it and open it
/// anew.
@MainActor
final class GoogleNativeRun: Stage {
  nonisolated static let kind = Rule.Kind.googleNative
  let simulation: Simulation
  let setup: GoogleNativeSetup
  let devices: Subject.Devices
  @exclusivity(unchecked) private var window: UIWindow?
  @exclusivity(unchecked) private var navigation: HarnessNavigationController?
  /// The subject's screen while it is in the stack; `nil` once the user has gone back from
  /// it, until they open it again.
  @exclusivity(unchecked) private(set) var screen: UIViewController?
  /// Whether the screen's content scrolls, for the exploration menu.
  @exclusivity(unchecked) private var scrolling = ContentScrolling.Memo()
  /// How many times the user has opened the subject's screen, the first one included.
  @exclusivity(unchecked) private(set) var screensOpened = 1
  /// The native ad views the client holds, read once per judging pass.
  private let seenViews: PassMemo<[GADNativeAdView]>

  /// How long the scripts' ads take to arrive.
  static let latency: Duration = .seconds(1)

  /// The scenario the harness plays twice to see whether the client keeps state between
  /// runs: an ad, a tap on it, its screen closed.
  nonisolated static let warmUp: [Script.Step] = [
    .respond(.fill(after: .seconds(1))), .advance(.seconds(2)), .tap(willLeave: false), .closeAd,
    .advance(.seconds(3)),
  ]

  init(simulation: Simulation, setup: GoogleNativeSetup, devices: Subject.Devices) {
    self.simulation = simulation
    self.setup = setup
    self.devices = devices
    seenViews = PassMemo(simulation)
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    // The user came to the screen from one without ads, and can go back to it.
    let navigation = HarnessNavigationController(rootViewController: ScreenWithoutAds(), devices: devices)
    navigation.pushViewController(screen, animated: false)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
    self.screen = screen
    simulation.addDriver(for: .scroll) { [unowned self] _ in scrollOn() }
    simulation.addDriver(for: .navigateBack) { [unowned self] _ in leaveScreen() }
    simulation.addDriver(for: .navigateToNextAdScreen) { [unowned self] _ in reopenScreen() }
    if let naturalBreak = setup.naturalBreak {
      simulation.addDriver(for: .transition) { [unowned self] _ in
        guard let screen = self.screen else { return false }
        naturalBreak(screen)
        return true
      }
    }
    simulation.noticeChanges()
  }

  /// `play` and exploration draw from the script's seed whether the ads bring video, half
  /// of the scenarios each way, and the timeline says which.
  func prepareToPlay() {
    var random = SeededRandom(seed: simulation.script.seed)
    GoogleNativeBehaviour.set(GoogleNativeBehaviour(hasVideo: random.integer(in: 0...1) == 1), in: simulation)
  }

  func tearDown() {
    window?.rootViewController = nil
    screen = nil
    navigation = nil
    window = nil
  }

  /// Whether the user can go back from the subject's screen now: it is on top of the stack
  /// and nothing covers it.
  var canLeaveScreen: Bool {
    guard let screen, let navigation, navigation.topViewController === screen else { return false }
    return navigation.presentedViewController == nil && screen.presentedViewController == nil
  }

  /// The user goes back from the subject's screen to the one without ads under it; the
  /// harness keeps no reference to the screen it left.
  private func leaveScreen() -> Bool {
    guard canLeaveScreen, let navigation else { return false }
    navigation.popViewController(animated: true)
    screen = nil
    return true
  }

  /// The user opens the subject's screen again: a new one, as an app makes it.
  private func reopenScreen() -> Bool {
    guard screen == nil, let navigation, navigation.presentedViewController == nil else { return false }
    let screen = setup.makeScreen(Subject.Context(simulation: simulation))
    screensOpened += 1
    self.screen = screen
    navigation.pushViewController(screen, animated: true)
    return true
  }

  // MARK: Driving

  /// Answers the next requests with native ads of the behaviour, lets them come, then
  /// waits through the screen window for an ad view showing one on screen.
  ///
  /// - Parameters:
  ///   - behaviour: What the ads bring: their assets, video or not.
  ///   - answers: How many requests to answer with an ad.
  /// - Returns: The ad view on screen, or `nil` when none came on screen in the window.
  @discardableResult
  func showAd(_ behaviour: GoogleNativeBehaviour = GoogleNativeBehaviour(), answers: Int = 1) async
    -> GADNativeAdView?
  {
    GoogleNativeBehaviour.set(behaviour, in: simulation)
    for _ in 0..<answers { await perform(.respond(.fill(after: Self.latency))) }
    await perform(.advance(Self.latency))
    // An app that shows its ads at a break shows them once the user reaches it.
    if adViewOnScreen == nil, setup.naturalBreak != nil {
      await perform(.transition)
      await perform(.advance(.zero))
    }
    _ = await waitUntil(.screen) { [unowned self] in adViewOnScreen != nil }
    if adViewOnScreen == nil { await scrollToFirstAd() }
    if !(adViewOnScreen.map(isWhollyVisible) ?? false), scrollToAd() { await perform(.advance(.zero)) }
    return adViewOnScreen
  }

  /// Shows an ad, then lets the screen window pass for the layout to settle, as the rules
  /// that judge an ad on screen give it: the ad view on screen, or `nil` when none came.
  func showAdPastScreenWindow() async -> GADNativeAdView? {
    guard let view = await showAd() else { return nil }
    await perform(.advance(Rule.Window.screen.duration + .milliseconds(1)))
    return view
  }

  // MARK: Observing

  /// The native ad views the client holds now, oldest first.
  var adViews: [GADNativeAdView] { seenViews { simulation.liveObjects(of: GADNativeAdView.self) } }

  /// Whether the full-screen view a native ad's click opens is up, over the screen or over
  /// a screen the app presented on it.
  var isClickScreenOpen: Bool {
    var top = screen
    while let presented = top?.presentedViewController {
      if presented is GADNativeClickScreenController { return true }
      top = presented
    }
    return false
  }

  /// The first native ad view on screen that shows an ad.
  var adViewOnScreen: GADNativeAdView? { adViews.first { $0.nativeAd != nil && $0.isOnScreen } }

  /// The app's assignments of a native ad to a native ad view, oldest first.
  func adSets() -> [Trace.Event] {
    events(named: .nativeAdViewNativeAd).filter { Self.isAdView($0) && $0.flag("cleared") != true }
  }

  /// Whether the event is a native ad view's.
  static func isAdView(_ event: Trace.Event) -> Bool {
    event.object.hasPrefix("GADNativeAdView#")
  }

  /// Why no native ad view shows an ad on screen, in words for an unmet precondition.
  func whyNoAdOnScreen() -> String {
    guard events.contains(where: { $0.name == .adLoaderLoad }) else { return "the app loaded no native ad" }
    guard events.contains(where: { $0.name == .adLoaderDidReceiveNativeAd }) else {
      return "no native ad arrived"
    }
    guard
      events.contains(where: { $0.name == .nativeAdViewNativeAd && Self.isAdView($0) && $0.flag("cleared") != true })
    else {
      // The rules read a native ad view's outlets; a layout of the app's own is not judged.
      if let registered = events.first(where: { $0.name == .nativeAdRegister }) {
        return
          "the app showed \(registered.object) in a view of its own with register(_:clickableAssetViews:nonclickableAssetViews:) "
          + "at \(registered.time) s, and the native rules judge ads shown in a GADNativeAdView"
      }
      return "the app set no native ad on a GADNativeAdView"
    }
    return "the native ad view showing the ad was not on screen"
  }
}

extension GoogleNativeRun {
  /// Answers and time; a tap on an ad on screen and a close of the screen it opens; the
  /// lifecycle, rotations the app supports and memory warnings; going back from the screen
  /// and opening it again.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.googleFailureCodes,
      orientations: devices.orderedOrientations)
    let opened = isClickScreenOpen
    menu.add(.tap, weight: opened ? 0 : adViewOnScreen != nil ? 4 : 1)
    menu.add(.close, weight: opened ? 5 : 0)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 2 : 0)
    menu.add(.memoryWarning, weight: 1)
    menu.add(.scroll, weight: opened ? 0 : scrolling.scrolls(on: screen) ? 4 : 0)
    menu.add(.transition, weight: opened || setup.naturalBreak == nil ? 0 : 2)
    menu.add(.navigateBack, weight: canLeaveScreen ? 1 : 0)
    menu.add(.navigateToNextAdScreen, weight: screen == nil ? 3 : 0)
    return menu
  }
}

/// What a Google native ad subject gives the harness: its screen.
struct GoogleNativeSetup: SubjectSetup {
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  /// The app's natural break, where it shows the screen with its native ad, if it has one.
  var naturalBreak: (@MainActor @Sendable (UIViewController) -> Void)?

  var kind: Rule.Kind { .googleNative }
  var warmUp: [Script.Step] { GoogleNativeRun.warmUp }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    GoogleNativeRun(simulation: simulation, setup: self, devices: devices)
  }
}

extension Rule.Kind {
  /// A Google Mobile Ads native ad (GADNativeAd, NativeAd) shown in a native ad view.
  public static let googleNative = Rule.Kind("gma-native", ruleIDPrefix: "gma.native.")
}

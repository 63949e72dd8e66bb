import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// The stage a banner contract plays on: the subject's screens in a window, and the probes.
///
/// The first ad screen sits at the bottom of a navigation stack. Navigating away pushes a
/// screen without ads; navigating to the next ad screen pushes a new screen from the
/// subject's factory; navigating back pops.
@MainActor
final class BannerRun {
  let simulation: Simulation
  let setup: BannerSetup
  private(set) var window: UIWindow?
  private(set) var navigation: UINavigationController?
  private var adScreens: [UIViewController] = []
  private(set) var blankExposures: [BlankExposure] = []
  /// When each banner was first seen in the window, by trace name.
  private(set) var windowEntries: [String: VirtualClock.Instant] = [:]

  /// A time a banner was on screen with no ad.
  struct BlankExposure {
    var banner: String
    var since: VirtualClock.Instant
    var frame: CGRect
    var afterLoad: Bool
    var ended: VirtualClock.Instant?
  }

  init(simulation: Simulation, setup: BannerSetup) {
    self.simulation = simulation
    self.setup = setup
    simulation.addObserver { [unowned self] in
      watchBlankBanners()
      noteWindowEntries()
    }
    let first = setup.makeScreen(Subject.Context(simulation: simulation))
    adScreens = [first]
    let navigation = UINavigationController(rootViewController: first)
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




  // MARK: Observing

  /// The ad screen on top of the navigation stack, if the top screen shows ads.
  var topAdScreen: UIViewController? {
    guard let top = navigation?.topViewController else { return nil }
    return adScreens.contains { $0 === top } ? top : nil
  }

  /// The banners the client holds now, oldest first.
  var banners: [ADBannerView] { simulation.liveObjects(of: ADBannerView.self) }

  /// The banners on screen now.
  var bannersOnScreen: [ADBannerView] { banners.filter(\.isOnScreen) }

  /// What the activities probe says now, or `nil` when the subject has no such probe.
  func activitiesRunning() -> Bool? {
    guard let probe = setup.activitiesRunning, let screen = topAdScreen else { return nil }
    return probe(screen)
  }

  /// Whether the banner has ever received an ad.
  func hasLoaded(_ banner: ADBannerView) -> Bool {
    simulation.trace.events.contains { $0.object == banner.traceName && $0.name == "bannerViewDidLoadAd" }
  }

  private func watchBlankBanners() {
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

  /// Passes when a loaded banner is on screen; otherwise says which banner is not and why.
  func expectLoadedBannerOnScreen(after event: String) -> Contract.Outcome {
    if banners.contains(where: { $0.isBannerLoaded && $0.isOnScreen }) { return .pass }
    guard let banner = banners.first(where: \.isBannerLoaded) ?? banners.first else {
      return .fail(expected: "a banner on screen after \(event)", actual: "the app held no ADBannerView")
    }
    return .fail(
      expected: "\(banner.traceName) on screen after \(event)", actual: Self.whyOffScreen(banner))
  }

  private func noteWindowEntries() {
    for banner in banners where banner.window != nil && windowEntries[banner.traceName] == nil {
      windowEntries[banner.traceName] = now
    }
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

/// The screen the harness shows when the user leaves for a screen without ads.
final class ScreenWithoutAds: UIViewController {}

extension Duration {
  /// The duration in seconds with one decimal, for example `12.0 s`.
  var shortText: String {
    String(format: "%.1f s", Double(wholeMilliseconds) / 1000)
  }
}

extension BannerRun: AdActionRun {
  var kindName: String { "banner" }
  var shouldBeginCallback: String { "bannerViewActionShouldBegin(_:willLeaveApplication:)" }
  var factoryName: String { "Subject.bannerScreen" }
  var hasActivitiesProbe: Bool { setup.activitiesRunning != nil }
  var hasUrgentHook: Bool { setup.urgentEvent != nil }
  var isActionInProgress: Bool { banners.contains(where: \.isBannerViewActionInProgress) }

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
    await loadAd()
    return banners.contains { $0.isBannerLoaded && $0.isOnScreen }
  }
}

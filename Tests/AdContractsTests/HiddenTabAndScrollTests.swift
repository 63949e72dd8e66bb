import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

/// A tab bar controller whose second tab holds a Google banner, added to its view empty
/// and loaded at once.
final class TabbedBannerScreen: UITabBarController, GADBannerViewDelegate {
  let feed = UIViewController()
  let bannerTab = UIViewController()
  let banner = GADBannerView(adSize: GADAdSizeBanner)
  private let startsOnBannerTab: Bool

  required init?(coder: NSCoder) { nil }

  init(startsOnBannerTab: Bool) {
    self.startsOnBannerTab = startsOnBannerTab
    super.init(nibName: nil, bundle: nil)
  }

  /// The subject for the harness.
  nonisolated static func subject(startsOnBannerTab: Bool) -> Subject {
    .googleBannerScreen("TabbedBannerScreen[\(startsOnBannerTab ? "banner tab" : "feed tab")]") { _ in
      TabbedBannerScreen(startsOnBannerTab: startsOnBannerTab)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
    bannerTab.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 1)
    viewControllers = [feed, bannerTab]
    selectedIndex = startsOnBannerTab ? 1 : 0
    banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
    banner.rootViewController = self
    banner.delegate = self
    bannerTab.view.addSubview(banner)
    banner.load(GADRequest())
  }
}

/// A screen whose scroll view takes the top half, with a Google banner in its content
/// below that half, added empty and loaded at once.
final class ScrollingBannerScreen: UIViewController, GADBannerViewDelegate {
  let scrollView = UIScrollView()
  let banner = GADBannerView(adSize: GADAdSizeBanner)
  private let initialOffset: CGFloat

  required init?(coder: NSCoder) { nil }

  init(initialOffset: CGFloat) {
    self.initialOffset = initialOffset
    super.init(nibName: nil, bundle: nil)
  }

  /// The subject for the harness.
  nonisolated static func subject(initialOffset: CGFloat) -> Subject {
    .googleBannerScreen("ScrollingBannerScreen[offset \(Int(initialOffset))]") { _ in
      ScrollingBannerScreen(initialOffset: initialOffset)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    banner.frame.origin = CGPoint(x: 0, y: 300)
    scrollView.addSubview(banner)
    view.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: initialOffset)
    banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
    banner.rootViewController = self
    banner.delegate = self
    banner.load(GADRequest())
  }
}

/// The banner rules see a banner in a tab that is not selected, or scrolled out of a
/// scroll view's visible part, as off screen, through the same observations they read.
@Suite("Banners in hidden tabs and scrolled away")
@MainActor
struct HiddenTabAndScrollTests {
  /// The times and frames the banner was recorded coming on screen, and the times it was
  /// recorded leaving it and making its impression.
  static func sightings(in trace: Trace) -> [String] {
    trace.events.compactMap { event in
      switch event.name {
      case .gadBannerShown: "shown \(event.detail) at \(event.time)"
      case .gadBannerHidden: "hidden at \(event.time)"
      case .gadBannerViewDidRecordImpression: "impression at \(event.time)"
      default: nil
      }
    }
  }

  @Test("A banner in a tab that is not selected is off screen until the user taps its tab")
  func hiddenTab() async {
    await Simulation.run(Script()) { sim in
      let screen = TabbedBannerScreen(startsOnBannerTab: false)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      #expect(sim.trace.events(named: .gadBannerViewDidReceiveAd).count == 1)
      #expect(!screen.banner.isOnScreen)
      #expect(Self.sightings(in: sim.trace).isEmpty, "no sighting and no impression in a hidden tab")
      screen.tapTab(at: 1)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.banner.isOnScreen)
      screen.selectedIndex = 0
      await sim.perform(.advance(.seconds(1)))
      #expect(!screen.banner.isOnScreen)
      #expect(
        Self.sightings(in: sim.trace) == ["shown (0, 0, 320×50) at 2.000", "impression at 2.000", "hidden at 3.000"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A banner scrolled out of the scroll view's visible part is off screen, and on screen scrolled back")
  func scrolledAway() async {
    await Simulation.run(Script()) { sim in
      let screen = ScrollingBannerScreen(initialOffset: 0)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      // Its frame, 300 to 350 on screen, meets the screen but lies below the scroll view.
      #expect(screen.banner.frameInWindow.minY == 300)
      #expect(!screen.banner.isOnScreen)
      #expect(Self.sightings(in: sim.trace).isEmpty)
      screen.scrollView.contentOffset = CGPoint(x: 0, y: 200)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.banner.isOnScreen)
      screen.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
      await sim.perform(.advance(.seconds(1)))
      #expect(!screen.banner.isOnScreen)
      screen.scrollView.scrollRectToVisible(screen.banner.frame, animated: false)
      await sim.perform(.advance(.seconds(1)))
      #expect(
        Self.sightings(in: sim.trace) == [
          "shown (0, 100, 320×50) at 2.000", "impression at 2.000", "hidden at 3.000", "shown (0, 0, 320×50) at 4.000",
        ])
      withExtendedLifetime(window) {}
    }
  }

  static func verdict(_ id: String, against subject: Subject) async -> Report {
    let rule = Catalogue.rules(for: .googleBanner).first { $0.id == id }!
    return await rule.run(against: subject)
  }

  /// The times an empty banner came on screen in a run of the screen with no ad answered.
  @MainActor
  static func emptySightings(of makeScreen: @MainActor () -> UIViewController) async -> [String] {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      window.rootViewController = makeScreen()
      window.makeKeyAndVisible()
      await sim.perform(.advance(.seconds(2)))
      withExtendedLifetime(window) {}
      return sim.trace.events(named: .gadBannerShown).filter { $0.flag("hasAd") == false }.map {
        "\($0.object) at \($0.time)"
      }
    }
  }

  @Test("An empty banner in a hidden tab is not seen; in the selected tab it is")
  func emptyBannerInTabs() async {
    #expect(await Self.emptySightings { TabbedBannerScreen(startsOnBannerTab: false) }.isEmpty)
    #expect(await Self.emptySightings { TabbedBannerScreen(startsOnBannerTab: true) } == ["GADBannerView#1 at 0.000"])
  }

  @Test("A loaded banner in a hidden tab is not on screen for the placement rule")
  func loadedBannerInHiddenTab() async {
    let report = await Self.verdict(
      "gma.banner.not-covering-content", against: TabbedBannerScreen.subject(startsOnBannerTab: false))
    #expect(report.status == .unverified, "\(report.message)")
    #expect(report.message.contains("received an ad but was not on screen"))
  }

  @Test("An empty banner scrolled out of view is not seen; scrolled into view it is")
  func emptyBannerScrolled() async {
    #expect(await Self.emptySightings { ScrollingBannerScreen(initialOffset: 0) }.isEmpty)
    #expect(await Self.emptySightings { ScrollingBannerScreen(initialOffset: 200) } == ["GADBannerView#1 at 0.000"])
  }
}

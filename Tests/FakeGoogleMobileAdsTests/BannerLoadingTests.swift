import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADBannerView loading")
@MainActor
struct BannerLoadingTests {
  @Test(
    "A fill calls bannerViewDidReceiveAd after the latency, then bannerViewDidRecordImpression on screen",
    arguments: NameSet.allCases)
  func fillOrder(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      #expect(screen.banner.responseInfo == nil)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.adaptiveBanner)))
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries.isEmpty)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries == ["receive", "impression"])
      #expect(sim.trace.bannerCallbacks == ["bannerViewDidReceiveAd", "bannerViewDidRecordImpression"])
      #expect(sim.trace.times(of: .gadBannerViewDidReceiveAd) == ["2.000"])
      #expect(screen.banner.responseInfo != nil)
      let load = try #require(sim.trace.events(named: .gadBannerLoad).first)
      #expect(load.object == "GADBannerView#1")
      #expect(load.text("adUnitID") == GoogleTestAdUnits.adaptiveBanner)
      #expect(load.flag("testUnit") == true)
      #expect(load.flag("rootViewControllerSet") == true)
      #expect(load.fields["width"] == .number(320))
      #expect(load.fields["height"] == .number(50))
      let shown = try #require(sim.trace.events(named: .gadBannerShown).first)
      #expect(shown.rectangle("frame")! == (0, 430, 320, 50))
      #expect(shown.name.rawValue == "ad banner shown")
      withExtendedLifetime(screen) {}
    }
  }

  @Test("A failed load calls bannerView(_:didFailToReceiveAdWithError:) with the code", arguments: NameSet.allCases)
  func failure(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue, after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries == ["didFail 1"])
      let error = try #require(screen.log.errors.first)
      #expect(error.domain == GADErrorDomain)
      #expect(error.code == (names == .gad ? GADErrorCode.noFill.rawValue : RequestError.Code.noFill.rawValue))
      #expect(sim.trace.events(named: .gadBannerViewDidFailToReceiveAdWithError).map { $0.integer("code") } == [1])
      #expect(screen.banner.responseInfo != nil)
      #expect(sim.trace.events(named: .gadBannerViewDidRecordImpression).isEmpty)
      withExtendedLifetime(screen) {}
    }
  }

  @Test(
    "Loading without a root view controller loads; a click presents over the controller that contains the banner",
    arguments: NameSet.allCases)
  func missingRoot(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      screen.banner.rootViewController = nil
      names.loadBanner(screen.banner)
      #expect(sim.trace.events(.misuse).isEmpty)
      #expect(sim.trace.events(named: .gadBannerLoad).first?.flag("rootViewControllerSet") == false)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries == ["receive", "impression"])
      await sim.perform(.tap(willLeave: false))
      let presented = try #require(screen.root.presentedViewController)
      #expect(presented.view.window === screen.window)
      #expect(screen.log.entries == ["receive", "impression", "click", "willPresent"])
      withExtendedLifetime(screen) {}
    }
  }

  @Test("Loading without an ad unit id is misuse and fails with invalid-request", arguments: NameSet.allCases)
  func missingUnit(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      screen.banner.adUnitID = nil
      names.loadBanner(screen.banner)
      let misuse = try #require(sim.trace.events(named: .gadBannerLoadWithoutAdUnitID).first)
      #expect(misuse.kind == .misuse)
      #expect(misuse.text("reason") == "noAdUnitID")
      await sim.perform(.advance(.zero))
      #expect(screen.log.entries == ["didFail 0"])
      withExtendedLifetime(screen) {}
    }
  }

  @Test("The impression waits until the banner is on screen, and comes once per ad", arguments: NameSet.allCases)
  func impressionOnScreen(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names, inHierarchy: false)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(5)))
      #expect(screen.log.entries == ["receive"])
      #expect(sim.trace.events(named: .gadBannerShown).isEmpty)
      screen.place()
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries == ["receive", "impression"])
      #expect(sim.trace.times(of: .gadBannerViewDidRecordImpression) == ["5.000"])
      screen.banner.isHidden = true
      await sim.perform(.advance(.seconds(1)))
      #expect(sim.trace.events(named: .gadBannerHidden).count == 1)
      screen.banner.isHidden = false
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.log.entries == ["receive", "impression"])
      #expect(sim.trace.events(named: .gadBannerShown).count == 2)
      withExtendedLifetime(screen) {}
    }
  }

  @Test("The v12 spellings compile and behave as the GAD ones")
  func v12Spellings() async {
    await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let log = BannerLog()
      let delegate = V12BannerRecorder(log: log)
      let bannerView = BannerView(adSize: AdSizeBanner)
      bannerView.adUnitID = GoogleTestAdUnits.adaptiveBanner
      bannerView.rootViewController = root
      bannerView.delegate = delegate
      root.view.addSubview(bannerView)
      bannerView.adSize = largeAnchoredAdaptiveBanner(width: 375)
      bannerView.load(Request())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(log.entries == ["receive", "impression"])
      #expect(bannerView.frame.size == CGSize(width: 375, height: 88))
      let info: ResponseInfo? = bannerView.responseInfo
      #expect(info != nil)
      #expect(sim.trace.events(named: .gadBannerLoad).first?.fields["height"] == .number(88))
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Setting a new adSize after an ad was received asks for a new ad", arguments: NameSet.allCases)
  func adSizeChangeReloads(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      screen.banner.adSize = GADAdSizeMediumRectangle
      #expect(sim.trace.events(named: .gadBannerRefresh).isEmpty)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      screen.banner.adSize = GADAdSizeLargeBanner
      #expect(screen.banner.frame.size == CGSize(width: 320, height: 100))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(screen.log.entries == ["receive", "impression", "receive", "impression"])
      #expect(sim.trace.events(named: .gadBannerRefresh).map(\.detail) == ["adSize changed"])
      withExtendedLifetime(screen) {}
    }
  }

  @Test("Extras asking for a collapsible banner make the first ad collapsible")
  func collapsible() async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(.v12, unit: GoogleTestAdUnits.collapsibleBanner)
      let request = Request()
      let extras = Extras()
      extras.additionalParameters = ["collapsible": "bottom"]
      request.register(extras)
      #expect(request.adNetworkExtras(for: GADExtras.self) === extras)
      screen.banner.load(request)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(screen.banner.isCollapsible)
      #expect(GoogleTestAdUnits.isTestUnit(GoogleTestAdUnits.collapsibleBanner))
      withExtendedLifetime(screen) {}
    }
  }

  @Test("Autoload loads once the banner is in a window with its unit set")
  func autoload() async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(.gad, inHierarchy: false)
      screen.banner.isAutoloadEnabled = true
      await sim.perform(.advance(.seconds(1)))
      #expect(sim.trace.events(named: .gadBannerLoad).isEmpty)
      screen.place()
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let loads = sim.trace.events(named: .gadBannerLoad)
      #expect(loads.map(\.actor) == [.sdk])
      #expect(screen.log.entries == ["receive", "impression"])
      withExtendedLifetime(screen) {}
    }
  }
}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADBannerView refresh")
@MainActor
struct BannerRefreshTests {
  @Test(
    "With a refresh interval, the banner asks again after each answer and re-delivers receive",
    arguments: NameSet.allCases)
  func refreshes(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      GoogleBannerBehaviour.set(GoogleBannerBehaviour(refreshInterval: .seconds(60)), in: sim)
      #expect(GoogleBannerBehaviour.current(in: sim).refreshInterval == .seconds(60))
      let screen = BannerScreen(names)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue)))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(200)))
      #expect(sim.trace.times(of: .gadBannerViewDidReceiveAd) == ["1.000", "62.000", "182.000"])
      #expect(sim.trace.times(of: .gadBannerViewDidFailToReceiveAdWithError) == ["122.000"])
      #expect(sim.trace.events(named: .gadBannerViewDidReceiveAd).map { $0.flag("refresh") } == [false, true, true])
      #expect(sim.trace.events(named: .gadBannerViewDidFailToReceiveAdWithError).first?.flag("refresh") == true)
      #expect(
        screen.log.entries == ["receive", "impression", "receive", "impression", "didFail 1", "receive", "impression"])
      #expect(sim.trace.events(named: .gadBannerRefresh).count == 3)
      withExtendedLifetime(screen) {}
    }
  }

  @Test("By default a banner never refreshes", arguments: NameSet.allCases)
  func noRefreshByDefault(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      #expect(GoogleBannerBehaviour.current(in: sim).refreshInterval == nil)
      let screen = BannerScreen(names)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(600)))
      #expect(screen.log.entries == ["receive", "impression"])
      #expect(sim.trace.events(named: .gadBannerRefresh).isEmpty)
      withExtendedLifetime(screen) {}
    }
  }

  @Test(
    "Loading again cancels the pending refresh; the next one counts from the new answer", arguments: NameSet.allCases)
  func loadCancelsRefresh(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      GoogleBannerBehaviour.set(GoogleBannerBehaviour(refreshInterval: .seconds(30)), in: sim)
      let screen = BannerScreen(names)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(10)))
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(35)))
      #expect(sim.trace.times(of: .gadBannerViewDidReceiveAd) == ["0.000", "10.000", "40.000"])
      withExtendedLifetime(screen) {}
    }
  }
}

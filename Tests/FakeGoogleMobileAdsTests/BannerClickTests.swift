import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADBannerView clicks")
@MainActor
struct BannerClickTests {
  @Test(
    "A tap presents a screen over the root; closing it dismisses, with the four callbacks in order",
    arguments: NameSet.allCases)
  func tapAndClose(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      names.loadBanner(screen.banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(3)))
      await sim.perform(.tap(willLeave: false))
      #expect(screen.log.entries == ["receive", "impression", "click", "willPresent"])
      let presented = screen.root.presentedViewController
      #expect(presented != nil)
      #expect(presented?.view.window === screen.window)
      #expect(sim.trace.events(named: .gadBannerAdCoversTheApp).map(\.object) == ["GADBannerView#1"])
      #expect(sim.trace.events(named: "ignored").isEmpty)
      await sim.perform(.advance(.seconds(4)))
      await sim.perform(.closeAd)
      #expect(screen.root.presentedViewController == nil)
      #expect(
        screen.log.entries == ["receive", "impression", "click", "willPresent", "willDismiss", "didDismiss"])
      #expect(sim.trace.times(of: .gadBannerViewDidRecordClick) == ["3.000"])
      #expect(sim.trace.times(of: .gadBannerViewDidDismissScreen) == ["7.000"])
      #expect(sim.trace.events(named: .gadBannerAdUncoversTheApp).count == 1)
      withExtendedLifetime(screen) {}
    }
  }

  @Test("A tap cannot reach a banner under the screen its click opened, or under one the app presented: out of reach")
  func tapUnderCoveringScreen() async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(.gad)
      screen.banner.load(GADRequest())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.tap(willLeave: false))
      #expect(screen.log.entries == ["receive", "impression", "click", "willPresent"])
      #expect(
        sim.trace.events(named: .tapOutOfReach).map(\.detail) == ["the screen its click opened covers the banner"])
      await sim.perform(.closeAd)
      screen.root.present(UIViewController(), animated: false)
      await sim.perform(.tap(willLeave: false))
      #expect(sim.trace.events(named: .tapOutOfReach).last?.detail == "a screen the app presented covers the banner")
      #expect(sim.trace.times(of: .gadBannerViewDidRecordClick) == ["1.000"])
      #expect(sim.trace.events(named: "ignored").isEmpty)
      withExtendedLifetime(screen) {}
    }
  }

  @Test(
    "A tap on a banner without an ad, or off screen, is left to other fakes and ignored", arguments: NameSet.allCases)
  func tapWithoutAd(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(names)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.closeAd)
      #expect(screen.log.entries.isEmpty)
      #expect(sim.trace.events(named: "ignored").count == 2)
      #expect(screen.root.presentedViewController == nil)
      withExtendedLifetime(screen) {}
    }
  }

  @Test("A tap that leaves the app records the click and sends the app to the background")
  func tapLeaves() async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(.gad)
      screen.banner.load(GADRequest())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      await sim.perform(.tap(willLeave: true))
      #expect(screen.log.entries == ["receive", "impression", "click"])
      #expect(sim.trace.events(named: .gadBannerAdOpensAnotherApp).count == 1)
      #expect(screen.root.presentedViewController == nil)
      withExtendedLifetime(screen) {}
    }
  }

  @Test("A refresh due while the click's screen is up waits until it closes")
  func refreshWaitsForScreen() async {
    await Simulation.run(Script()) { sim in
      GoogleBannerBehaviour.set(GoogleBannerBehaviour(refreshInterval: .seconds(30)), in: sim)
      let screen = BannerScreen(.v12)
      screen.banner.load(Request())
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(10)))
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.advance(.seconds(40)))
      #expect(sim.trace.times(of: .gadBannerViewDidReceiveAd) == ["0.000"])
      await sim.perform(.closeAd)
      await sim.perform(.advance(.zero))
      #expect(sim.trace.times(of: .gadBannerViewDidReceiveAd) == ["0.000", "50.000"])
      withExtendedLifetime(screen) {}
    }
  }
}

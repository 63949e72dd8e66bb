import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADInterstitialAd and the expire step")
@MainActor
struct ADInterstitialAdExpireStepTests {
  @Test("Not presented, the content unloads at once, long before its lifetime, and only once")
  func notPresented() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      await sim.perform(.advance(.seconds(20)))
      await sim.perform(.expire)
      #expect(!ad.isLoaded)
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true", "didUnload loaded=false"])
      #expect(sim.trace.times(of: interstitialDidUnload) == ["20.000"])
      #expect(sim.trace.events(named: interstitialDidUnload).map(\.detail) == ["expired"])
      // The lifetime's own end does not unload it again, and a second expire finds nothing.
      await sim.perform(.advance(.seconds(1200)))
      await sim.perform(.expire)
      #expect(sim.trace.events(named: interstitialDidUnload).count == 1)
      #expect(sim.trace.events(named: "ignored").map(\.detail) == ["nothing handles expire here"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("Presented in a view that is off screen, the content unloads at once", arguments: HostDeparture.allCases)
  func inViewOffScreen(_ departure: HostDeparture) async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      departure.apply(to: host)
      await sim.perform(.advance(.seconds(30)))
      #expect(ad.isLoaded)
      await sim.perform(.expire)
      #expect(!ad.isLoaded)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["30.000"])
      #expect(sim.trace.events(named: "content expired").isEmpty)
      #expect(host.subviews.isEmpty)
      #expect(ad.hostView == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "Presented in a view on screen, the ad stays until the view leaves the screen", arguments: HostDeparture.allCases)
  func inViewOnScreen(_ departure: HostDeparture) async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      await sim.perform(.advance(.seconds(30)))
      await sim.perform(.expire)
      #expect(ad.isLoaded)
      #expect(sim.trace.events(named: "content expired").map(\.detail) == ["unloads when its view leaves the screen"])
      #expect(sim.trace.times(of: "content expired") == ["30.000"])
      // Still up past the lifetime it had; the lifetime's end records nothing more.
      await sim.perform(.advance(.seconds(1000)))
      #expect(ad.isLoaded)
      #expect(host.subviews.count == 1)
      #expect(sim.trace.events(named: "content expired").count == 1)
      departure.apply(to: host)
      await sim.perform(.advance(.seconds(5)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["1030.000"])
      #expect(host.subviews.isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Presented modally, the ad stays up and unloads when the user dismisses it")
  func modal() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      ad.present(from: screen)
      await sim.perform(.advance(.seconds(30)))
      await sim.perform(.expire)
      #expect(ad.isLoaded)
      #expect(ad.isPresentedModally)
      #expect(sim.trace.events(named: "content expired").map(\.detail) == ["unloads when the user dismisses it"])
      await sim.perform(.advance(.seconds(60)))
      #expect(ad.isLoaded)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      await sim.perform(.closeAd)
      #expect(!ad.isLoaded)
      #expect(!ad.isPresentedModally)
      #expect(screen.presentedViewController == nil)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["90.000"])
      #expect(sim.trace.events(named: interstitialDidUnload).map(\.detail) == ["dismissed by the user"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("An ad whose load failed, or that never loaded, is left alone and the step is ignored")
  func notLoaded() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let failed = ADInterstitialAd()
      failed.delegate = delegate
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.zero))
      let waiting = ADInterstitialAd()
      await sim.perform(.expire)
      #expect(delegate.log == ["didFail 3 loaded=false"])
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      #expect(sim.trace.events(named: "ignored").map(\.detail) == ["nothing handles expire here"])
      withExtendedLifetime((failed, waiting)) {}
    }
  }
}

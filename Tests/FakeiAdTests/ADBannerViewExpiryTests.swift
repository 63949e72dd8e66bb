import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADBannerView and the expire step")
@MainActor
struct ADBannerViewExpiryTests {
  @Test("A loaded banner loses its ad: isBannerLoaded false and error 7 (adUnloaded), recorded like any failure")
  func loadedBannerGetsCode7() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(5)))
      #expect(banner.isBannerLoaded)
      await sim.perform(.expire)
      #expect(!banner.isBannerLoaded)
      #expect(delegate.log.last == "didFail 7 loaded=false")
      let error = delegate.errors.last as? ADError
      #expect(error?.code == .adUnloaded)
      #expect(delegate.errors.last.map { ($0 as NSError).domain } == ADErrorDomain)
      #expect(delegate.errors.last.map { ($0 as NSError).code } == 7)
      let failures = sim.trace.events(named: didFail)
      #expect(failures.map(\.detail) == ["ADError.adUnloaded (7)"])
      #expect(failures.map(\.object) == [banner.traceName])
      #expect(failures.map(\.kind) == [.callback])
      #expect(sim.trace.times(of: didFail) == ["5.000"])
      #expect(sim.trace.events(.driven).map(\.name) == ["respond", "advance", "expire"])
    }
  }

  @Test("The banner keeps cycling: its next refresh stays 30 s after the last answer and can fill again")
  func keepsCycling() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(10)))
      await sim.perform(.expire)
      #expect(!banner.isBannerLoaded)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.milliseconds(19_999)))
      #expect(!banner.isBannerLoaded)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.times(of: "bannerViewDidLoadAd") == ["0.000", "30.000"])
      #expect(
        delegate.log == [
          "willLoad loaded=false", "didLoad loaded=true", "didFail 7 loaded=false",
          "willLoad loaded=false", "didLoad loaded=true",
        ])
    }
  }

  @Test("A banner with no ad is left alone; with no loaded banner at all, the step is ignored")
  func unloadedBannerUnaffected() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.expire)
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(1)))
      #expect(delegate.log == ["didFail 3 loaded=false"])
      await sim.perform(.expire)
      #expect(delegate.log == ["didFail 3 loaded=false"])
      #expect(!banner.isBannerLoaded)
      #expect(sim.trace.events(named: didFail).map(\.detail) == ["ADError.inventoryUnavailable (3)"])
      #expect(
        sim.trace.events(named: "ignored").map(\.detail) == [
          "nothing handles expire here", "nothing handles expire here",
        ])
    }
  }

  @Test("Every loaded banner loses its ad at once; one still waiting for its first ad hears nothing")
  func everyLoadedBanner() async {
    await Simulation.run(Script()) { sim in
      let first = RecordingBannerDelegate()
      let second = RecordingBannerDelegate()
      let waiting = RecordingBannerDelegate()
      let banners = [ADBannerView(frame: .zero), ADBannerView(frame: .zero)]
      banners[0].delegate = first
      banners[1].delegate = second
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let late = ADBannerView(frame: .zero)
      late.delegate = waiting
      await sim.perform(.expire)
      #expect(banners.allSatisfy { !$0.isBannerLoaded })
      #expect(first.log.last == "didFail 7 loaded=false")
      #expect(second.log.last == "didFail 7 loaded=false")
      #expect(waiting.log.isEmpty)
      #expect(sim.trace.events(named: didFail).map(\.object) == ["ADBannerView#1", "ADBannerView#2"])
      #expect(sim.trace.events(named: "ignored").isEmpty)
      withExtendedLifetime(late) {}
    }
  }

  @Test("During an action the covering ad stays; the banner loses it just after bannerViewActionDidFinish")
  func expireDuringAction() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, banner) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      await sim.perform(.expire)
      #expect(banner.isBannerLoaded)
      #expect(banner.isBannerViewActionInProgress)
      #expect(sim.trace.events(named: didFail).isEmpty)
      #expect(sim.trace.events(named: "ad expired").map(\.detail) == ["unloads when the action ends"])
      // A second expire while waiting changes nothing more.
      await sim.perform(.expire)
      #expect(sim.trace.events(named: "ad expired").count == 1)
      await sim.perform(.advance(.seconds(60)))
      #expect(banner.isBannerLoaded)
      await sim.perform(.closeAd)
      #expect(!banner.isBannerLoaded)
      #expect(delegate.log.suffix(2) == ["didFinish inProgress=false", "didFail 7 loaded=false"])
      #expect(sim.trace.times(of: didFail) == ["61.000"])
      // Cycling resumes 30 s after the action ends, as after any action.
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(30)))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.times(of: "bannerViewDidLoadAd") == ["0.000", "91.000"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("An action cancelled by the app, or ended by going to the background, also ends with error 7")
  func expireDuringCancelledAction() async {
    for ending in [Script.Step.cancelAction, .background] {
      await Simulation.run(Script()) { sim in
        let delegate = RecordingBannerDelegate()
        let (window, _, banner) = showBanner(delegate: delegate)
        await sim.perform(.respond(.fill()))
        await sim.perform(.advance(.seconds(1)))
        await sim.perform(.tap(willLeave: false))
        await sim.perform(.expire)
        await sim.perform(ending)
        #expect(!banner.isBannerLoaded, "\(ending)")
        #expect(delegate.log.suffix(2) == ["didFinish inProgress=false", "didFail 7 loaded=false"], "\(ending)")
        withExtendedLifetime(window) {}
      }
    }
  }
}

import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADBannerView loading")
@MainActor
struct ADBannerViewLoadingTests {
  @Test("A banner starts requesting as soon as it is created, outside any view hierarchy")
  func requestsOnCreation() async {
    await Simulation.run(Script()) { sim in
      sim.supply(.fill(after: .seconds(2)))
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      #expect(banner.superview == nil)
      #expect(banner.window == nil)
      await sim.advance(by: .seconds(2))
      #expect(banner.isBannerLoaded)
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true"])
      #expect(sim.trace.times(of: "bannerViewDidLoadAd") == ["2.000"])
      let created = sim.trace.events(.created)
      #expect(created.map(\.name) == ["ADBannerView(frame: .zero)"])
      #expect(created.map(\.object) == ["ADBannerView#1"])
      #expect(created.map(\.detail) == ["required [landscape, portrait]"])
    }
  }

  @Test("A load calls bannerViewWillLoadAd, then bannerViewDidLoadAd with isBannerLoaded true")
  func willThenDid() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (_, _, banner) = showBanner(delegate: delegate)
      #expect(!banner.isBannerLoaded)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true"])
      #expect(banner.isBannerLoaded)
      let callbacks = sim.trace.events(.callback).map(\.name)
      #expect(callbacks == ["bannerViewWillLoadAd", "bannerViewDidLoadAd"])
      #expect(sim.trace.events(named: "bannerViewDidLoadAd").first?.detail == "isBannerLoaded = true")
    }
  }

  @Test("A failure calls didFailToReceiveAdWithError with an ADError and sets isBannerLoaded false")
  func failure() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (_, _, banner) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(banner.isBannerLoaded)
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(30)))
      #expect(!banner.isBannerLoaded)
      #expect(delegate.log.last == "didFail 3 loaded=false")
      let error = delegate.errors.first as? ADError
      #expect(error?.code == .inventoryUnavailable)
      #expect(delegate.errors.first.map { ($0 as NSError).domain } == ADErrorDomain)
      #expect(sim.trace.events(named: didFail).map(\.detail) == ["ADError.inventoryUnavailable (3)"])
      #expect(sim.trace.times(of: didFail) == ["30.000"])
    }
  }

  @Test("After a failure the banner keeps trying: the next request goes out 30 s later")
  func cyclesAfterFailure() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.respond(.fail(1)))
      await sim.perform(.advance(.seconds(5)))
      #expect(delegate.log == ["didFail 1 loaded=false"])
      // Queued now, taken by the request the banner makes 30 s after the failure.
      await sim.perform(.respond(.fill(after: .seconds(2))))
      await sim.perform(.advance(.seconds(26)))
      #expect(!banner.isBannerLoaded)
      await sim.perform(.advance(.seconds(1)))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.times(of: didFail) == ["0.000"])
      #expect(sim.trace.times(of: "bannerViewDidLoadAd") == ["32.000"])
      // And it keeps cycling after a fill as well.
      await sim.perform(.respond(.fail(2)))
      await sim.perform(.advance(.seconds(60)))
      #expect(sim.trace.times(of: didFail) == ["0.000", "62.000"])
      #expect(ADBannerView.refreshInterval == .seconds(30))
    }
  }

  @Test("A request made before the script answers waits for the answer")
  func waitsForAnswer() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.advance(.seconds(100)))
      #expect(delegate.log.isEmpty)
      await sim.perform(.respond(.fill(after: .milliseconds(500))))
      await sim.perform(.advance(.seconds(1)))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.times(of: "bannerViewDidLoadAd") == ["100.500"])
    }
  }

  @Test("init(adType:) makes a banner or a 320×250 medium rectangle, and it loads too")
  func adTypes() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(adType: .banner)
      let rectangle = ADBannerView(adType: .mediumRectangle)
      #expect(banner?.adType == .banner)
      #expect(banner?.frame.size == CGSize(width: 320, height: 50))
      #expect(rectangle?.adType == .mediumRectangle)
      #expect(rectangle?.frame.size == CGSize(width: 320, height: 250))
      #expect(ADBannerView(frame: .zero).adType == .banner)
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(banner?.isBannerLoaded == true)
      #expect(rectangle?.isBannerLoaded == true)
      #expect(
        sim.trace.events(.created).map(\.name) == [
          "ADBannerView(adType: .banner)", "ADBannerView(adType: .mediumRectangle)", "ADBannerView(frame: .zero)",
        ])
    }
  }

  @Test("The delegate is held weakly, and a released banner gives a released event")
  func weakDelegateAndRelease() async {
    await Simulation.run(Script()) { sim in
      var banner: ADBannerView? = ADBannerView(frame: .zero)
      var delegate: RecordingBannerDelegate? = RecordingBannerDelegate()
      banner?.delegate = delegate
      #expect(banner?.delegate != nil)
      delegate = nil
      #expect(banner?.delegate == nil)
      let name = banner?.traceName ?? ""
      #expect(name == "ADBannerView#1")
      banner = nil
      sim.noticeChanges()
      #expect(sim.isReleased(name))
      #expect(sim.trace.events(.released).map(\.object) == ["ADBannerView#1"])
    }
  }
}

import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADBannerView on screen without content")
@MainActor
struct ADBannerViewVisibilityTests {
  @Test("A banner left on screen without content for 12 s gets error 5, bannerVisibleWithoutContent")
  func visibleWithoutContent() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, banner) = showBanner(delegate: delegate)
      #expect(banner.isOnScreen)
      await sim.perform(.advance(.seconds(11)))
      #expect(delegate.errors.isEmpty)
      await sim.perform(.advance(.seconds(1)))
      #expect((delegate.errors.first as? ADError)?.code == .bannerVisibleWithoutContent)
      #expect(delegate.errors.first.map { ($0 as NSError).code } == 5)
      #expect(sim.trace.times(of: didFail) == ["12.000"])
      #expect(sim.trace.events(named: didFail).map(\.detail) == ["ADError.bannerVisibleWithoutContent (5)"])
      #expect(ADBannerView.visibleWithoutContentGrace == .seconds(12))
      #expect(sim.trace.events(named: "banner shown").map(\.detail) == ["(0, 430, 320×50)"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A hidden banner without content never gets error 5")
  func hiddenBanner() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, banner) = showBanner(delegate: delegate)
      banner.isHidden = true
      await sim.perform(.advance(.seconds(60)))
      #expect(delegate.errors.isEmpty)
      #expect(sim.trace.events(named: didFail).isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A banner outside any window, or moved off screen, never gets error 5")
  func offScreenBanner() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let loose = ADBannerView(frame: .zero)
      loose.delegate = delegate
      let (window, screen, shown) = showBanner(delegate: delegate)
      shown.frame.origin.y = screen.view.bounds.height
      await sim.perform(.advance(.seconds(60)))
      #expect(delegate.errors.isEmpty)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Hiding the banner before the grace period ends cancels error 5; a loaded banner never gets it")
  func hiddenInTime() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, banner) = showBanner(delegate: delegate)
      await sim.perform(.advance(.seconds(10)))
      banner.isHidden = true
      await sim.perform(.advance(.seconds(10)))
      #expect(delegate.errors.isEmpty)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      banner.isHidden = false
      await sim.perform(.advance(.seconds(25)))
      #expect(delegate.errors.isEmpty)
      #expect(banner.isBannerLoaded)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A banner that loses its ad while on screen gets error 5 twelve seconds after the failure")
  func afterFailure() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, _) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      await sim.perform(.respond(.fail(1)))
      await sim.perform(.advance(.seconds(30)))
      #expect(delegate.log.last == "didFail 1 loaded=false")
      await sim.perform(.advance(.seconds(12)))
      #expect(delegate.log.last == "didFail 5 loaded=false")
      #expect(sim.trace.times(of: didFail) == ["30.000", "42.000"])
      withExtendedLifetime(window) {}
    }
  }
}

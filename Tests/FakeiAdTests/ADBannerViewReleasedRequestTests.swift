import AdSimulation
import FakeUIKit
import FakeiAd
import Testing

/// An answer meant for a banner released before it arrives goes to the next request.
@Suite("A released banner's request")
@MainActor
struct ADBannerViewReleasedRequestTests {
  @Test("A banner released while its answer is on its way hands the answer to the next banner")
  func releasedWhileLoading() async {
    await Simulation.run(Script()) { sim in
      await sim.perform(.respond(.fill(after: .seconds(2))))
      var throwaway: ADBannerView? = ADBannerView(frame: .zero)
      _ = throwaway
      throwaway = nil
      let kept = ADBannerView(frame: .zero)
      await sim.perform(.advance(.seconds(3)))
      #expect(kept.isBannerLoaded)
      #expect(sim.trace.events(named: "bannerViewDidLoadAd").map(\.object) == [kept.traceName])
    }
  }

  @Test("A banner released while it waits for an answer leaves the answer to the next waiting banner")
  func releasedWhileWaiting() async {
    await Simulation.run(Script()) { sim in
      var throwaway: ADBannerView? = ADBannerView(frame: .zero)
      _ = throwaway
      let kept = ADBannerView(frame: .zero)
      throwaway = nil
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      #expect(kept.isBannerLoaded)
    }
  }
}

import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A banner delegate that sets itself as the delegate again inside each callback, so the
/// trace shows where what a delegate does lands relative to the callback.
@MainActor
private final class ReactingBannerDelegate: NSObject, ADBannerViewDelegate {
  func bannerViewDidLoadAd(_ banner: ADBannerView) { banner.delegate = self }
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) { banner.delegate = self }
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    banner.delegate = self
    return true
  }
}

/// A full-screen ad delegate that lets go of the ad inside its unload and failure callbacks.
@MainActor
private final class ReleasingInterstitialDelegate: NSObject, ADInterstitialAdDelegate {
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) { interstitialAd.delegate = nil }
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    interstitialAd.delegate = nil
  }
}

@Suite("Callbacks in the trace")
struct CallbackOrderTests {
  /// The names of the events from the first one named `name` on, up to `count` of them.
  @MainActor
  static func names(from name: Trace.Event.Name, count: Int, in trace: Trace) -> [String] {
    guard let start = trace.index(of: name) else { return [] }
    return trace.events[start...].prefix(count).map { "\($0.actor) \($0.name)" }
  }

  @Test("A banner callback comes before what the delegate does inside it")
  func bannerOrder() async {
    await Simulation.run(Script()) { sim in
      let delegate = ReactingBannerDelegate()
      let (window, _, _) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      #expect(
        Self.names(from: "bannerViewDidLoadAd", count: 2, in: sim.trace)
          == ["sdk bannerViewDidLoadAd", "app delegate"])
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(30)))
      #expect(Self.names(from: didFail, count: 2, in: sim.trace) == ["sdk \(didFail)", "app delegate"])
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("The action question is recorded as asked, then completed with the delegate's answer")
  func shouldBeginAnswer() async {
    await Simulation.run(Script()) { sim in
      let delegate = ReactingBannerDelegate()
      let (window, _, _) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      var heard: [String] = []
      sim.addEventListener { event in
        if event.name == shouldBegin { heard.append(event.detail) }
      }
      await sim.perform(.tap(willLeave: false))
      #expect(heard == ["willLeave: false"])
      #expect(sim.trace.events(named: shouldBegin).map(\.detail) == ["willLeave: false → true"])
      #expect(
        Self.names(from: shouldBegin, count: 3, in: sim.trace)
          == ["sdk \(shouldBegin)", "app delegate", "sdk ad covers the app"])
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Letting go of a full-screen ad inside its unload callback follows the callback and is no misuse")
  func interstitialUnload() async {
    await Simulation.run(padScript(lifetime: .seconds(300))) { sim in
      let delegate = ReleasingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      await sim.perform(.advance(.seconds(300)))
      #expect(
        Self.names(from: "interstitialAdDidUnload", count: 2, in: sim.trace)
          == ["sdk interstitialAdDidUnload", "app delegate"])
      #expect(sim.trace.events(named: "used after it ended").isEmpty)
      ad.cancelAction()
      #expect(sim.trace.events(named: "used after it ended").map(\.detail) == ["cancelAction()"])
    }
  }

  @Test("Letting go of a full-screen ad inside its failure callback follows the callback and is no misuse")
  func interstitialFailure() async {
    await Simulation.run(padScript()) { sim in
      let delegate = ReleasingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.respond(.fail(ADError.Code.serverFailure.rawValue)))
      await sim.perform(.advance(.zero))
      let failure: Trace.Event.Name = .interstitialAdDidFailWithError
      #expect(Self.names(from: failure, count: 2, in: sim.trace) == ["sdk \(failure)", "app delegate"])
      #expect(sim.trace.events(named: "used after it ended").isEmpty)
      withExtendedLifetime(ad) {}
    }
  }
}

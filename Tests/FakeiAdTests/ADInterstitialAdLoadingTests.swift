import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADInterstitialAd loading")
@MainActor
struct ADInterstitialAdLoadingTests {
  @Test("Creating a full-screen ad on a phone is a misuse, and it never loads or calls back")
  func phoneIsMisuse() async {
    await Simulation.run(Script(device: Device(idiom: .phone))) { sim in
      await sim.perform(.respond(.fill()))
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.advance(.seconds(1200)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.isEmpty)
      #expect(sim.trace.events(.callback).isEmpty)
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == ["ADInterstitialAd()"])
      #expect(misuses.map(\.object) == [ad.traceName])
      #expect(misuses.first?.detail == "before iOS 7 full-screen ads are for iPad only; the device would throw")
      #expect(sim.trace.events(.created).map(\.object) == ["ADInterstitialAd#1"])
      // The phone's ad made no request: the queued answer is still there for a banner.
      let banner = ADBannerView(frame: .zero)
      await sim.perform(.advance(.zero))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.events(.callback).map(\.name) == ["bannerViewWillLoadAd", "bannerViewDidLoadAd"])
      withExtendedLifetime((delegate, ad)) {}
    }
  }

  @Test("init() makes the one request at once, outside any view: willLoad, then didLoad with isLoaded true")
  func loadsOnCreation() async {
    await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fill(after: .seconds(3))))
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      #expect(!ad.isLoaded)
      #expect(ad.hostView == nil)
      await sim.perform(.advance(.seconds(2)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.isEmpty)
      await sim.perform(.advance(.seconds(1)))
      #expect(ad.isLoaded)
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true"])
      #expect(sim.trace.events(.callback).map(\.name) == ["interstitialAdWillLoad", "interstitialAdDidLoad"])
      #expect(sim.trace.times(of: "interstitialAdDidLoad") == ["3.000"])
      #expect(
        sim.trace.events(named: "interstitialAdDidLoad").first?.detail == "isLoaded = true; expires after 600.000 s")
      #expect(sim.trace.events(.created).map(\.name) == ["ADInterstitialAd()"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("A request made before any answer is queued waits for the script's answer")
  func requestWaitsForAnswer() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.advance(.seconds(10)))
      #expect(delegate.log.isEmpty)
      await sim.perform(.respond(.fill(after: .seconds(2))))
      await sim.perform(.advance(.seconds(2)))
      #expect(ad.isLoaded)
      #expect(sim.trace.times(of: "interstitialAdDidLoad") == ["12.000"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("The ad never cycles: a second queued answer stays unused until a new ad takes it")
  func neverCycles() async {
    await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fill()))
      await sim.perform(.respond(.fail(3)))
      let delegate = RecordingInterstitialDelegate()
      let first = ADInterstitialAd()
      first.delegate = delegate
      await sim.perform(.advance(.seconds(300)))
      #expect(first.isLoaded)
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true"])
      // After the content expires the ad stays empty: no new request goes out.
      await sim.perform(.advance(.seconds(1200)))
      #expect(!first.isLoaded)
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true", "didUnload loaded=false"])
      #expect(sim.trace.events(named: interstitialDidFail).isEmpty)
      // The failure queued second was never taken: a new ad gets it.
      let secondDelegate = RecordingInterstitialDelegate()
      let second = ADInterstitialAd()
      second.delegate = secondDelegate
      await sim.perform(.advance(.zero))
      #expect(secondDelegate.log == ["didFail 3 loaded=false"])
      #expect(sim.trace.events(named: interstitialDidFail).map(\.object) == ["ADInterstitialAd#2"])
      withExtendedLifetime((delegate, second)) {}
    }
  }

  @Test("After a failure the ad never retries: the next queued answer waits for a new ad")
  func neverRetries() async {
    await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fail(1)))
      await sim.perform(.respond(.fill()))
      let delegate = RecordingInterstitialDelegate()
      let first = ADInterstitialAd()
      first.delegate = delegate
      await sim.perform(.advance(.seconds(20 * 60)))
      #expect(!first.isLoaded)
      #expect(delegate.log == ["didFail 1 loaded=false"])
      let second = ADInterstitialAd()
      await sim.perform(.advance(.zero))
      #expect(second.isLoaded)
      #expect(!first.isLoaded)
      #expect(sim.trace.events(named: "interstitialAdDidLoad").map(\.object) == ["ADInterstitialAd#2"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test(
    "A failure calls didFailWithError once with the ADError code, isLoaded false, and never unloads",
    arguments: [0, 1, 2, 3, 4])
  func failure(_ code: Int) async throws {
    try await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fail(code, after: .seconds(1))))
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.advance(.seconds(1)))
      #expect(!ad.isLoaded)
      #expect(delegate.log == ["didFail \(code) loaded=false"])
      let error = try #require(delegate.errors.first as? ADError)
      #expect(error.code.rawValue == code)
      #expect(delegate.errors.first.map { ($0 as NSError).domain } == ADErrorDomain)
      #expect(sim.trace.events(named: interstitialDidFail).map(\.detail) == [error.description])
      #expect(sim.trace.times(of: interstitialDidFail) == ["1.000"])
      // No unload callback follows the failure, however long the app waits.
      await sim.perform(.advance(.seconds(20 * 60)))
      #expect(delegate.log.count == 1)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      #expect(sim.trace.events(.callback).count == 1)
      withExtendedLifetime((delegate, ad)) {}
    }
  }

  @Test("A configuration error has its own code, 4, in ADErrorDomain")
  func configurationError() async {
    await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fail(4)))
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.advance(.zero))
      let error = delegate.errors.first as? ADError
      #expect(error?.code == .configurationError)
      #expect(delegate.errors.first.map { ($0 as NSError).code } == 4)
      #expect(delegate.errors.first.map { ($0 as NSError).domain } == ADErrorDomain)
      #expect(sim.trace.events(named: interstitialDidFail).map(\.detail) == ["ADError.configurationError (4)"])
      #expect(!ad.isLoaded)
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("The simulation holds the ad weakly: releasing the last reference records a released event")
  func releasedWhenDropped() async {
    await Simulation.run(padScript()) { sim in
      await sim.perform(.respond(.fill()))
      var ad: ADInterstitialAd? = ADInterstitialAd()
      await sim.perform(.advance(.seconds(1)))
      let name = ad?.traceName ?? ""
      #expect(name == "ADInterstitialAd#1")
      #expect(ad?.isLoaded == true)
      #expect(!sim.isReleased(name))
      ad = nil
      await sim.perform(.advance(.seconds(1)))
      #expect(ad == nil)
      #expect(sim.isReleased(name))
      let released = sim.trace.events(.released)
      #expect(released.map(\.object) == [name])
      #expect(released.map(\.time.description) == ["1.000"])
      // Its expiry timer went with it: nothing fires for the released ad.
      await sim.perform(.advance(.seconds(1200)))
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
    }
  }

  @Test("A delegate may release the ad in didFailWithError or didUnload, as the guide tells it to")
  func releaseInCallbacks() async {
    @MainActor final class Owner: NSObject, ADInterstitialAdDelegate {
      var ad: ADInterstitialAd?
      var heard: [String] = []
      func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
        heard.append("unload \(interstitialAd.traceName)")
        ad = nil
      }
      func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
        heard.append("fail \(interstitialAd.traceName)")
        ad = nil
      }
    }
    await Simulation.run(padScript(lifetime: .seconds(300))) { sim in
      let owner = Owner()
      await sim.perform(.respond(.fail(3)))
      owner.ad = ADInterstitialAd()
      owner.ad?.delegate = owner
      await sim.perform(.advance(.seconds(1)))
      #expect(owner.ad == nil)
      #expect(sim.isReleased("ADInterstitialAd#1"))
      await sim.perform(.respond(.fill()))
      owner.ad = ADInterstitialAd()
      owner.ad?.delegate = owner
      await sim.perform(.advance(.seconds(301)))
      #expect(owner.ad == nil)
      #expect(sim.isReleased("ADInterstitialAd#2"))
      #expect(owner.heard == ["fail ADInterstitialAd#1", "unload ADInterstitialAd#2"])
      #expect(sim.trace.events(.released).map(\.object) == ["ADInterstitialAd#1", "ADInterstitialAd#2"])
      let unload = sim.trace.index(of: interstitialDidUnload)
      let lastRelease = sim.trace.events.lastIndex { $0.kind == .released }
      #expect(unload != nil && lastRelease != nil && unload! < lastRelease!)
      #expect(sim.trace.times(of: interstitialDidUnload) == ["301.000"])
    }
  }

  @Test("A released ad that is still waiting for its answer calls nobody")
  func releasedWhileWaiting() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      var ad: ADInterstitialAd? = ADInterstitialAd()
      ad?.delegate = delegate
      let name = ad?.traceName ?? ""
      ad = nil
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(5)))
      #expect(ad == nil)
      #expect(sim.isReleased(name))
      #expect(delegate.log.isEmpty)
      #expect(sim.trace.events(.callback).isEmpty)
    }
  }
}

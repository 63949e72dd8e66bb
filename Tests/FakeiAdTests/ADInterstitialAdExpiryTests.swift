import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A way the app takes an ad's host view off the screen.
enum HostDeparture: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case movedOffScreen = "moved off screen"
  case hidden
  case transparent = "made transparent"
  case removed = "removed from its superview"

  var testDescription: String { rawValue }

  @MainActor
  func apply(to host: UIView) {
    switch self {
    case .movedOffScreen: host.frame.origin = CGPoint(x: 0, y: 2000)
    case .hidden: host.isHidden = true
    case .transparent: host.alpha = 0
    case .removed: host.removeFromSuperview()
    }
  }
}

@Suite("ADInterstitialAd expiry")
@MainActor
struct ADInterstitialAdExpiryTests {
  @Test("Not presented, the content unloads exactly at its lifetime after loading, not a millisecond before")
  func unpresentedBoundary() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      await sim.perform(.respond(.fill(after: .seconds(2))))
      let delegate = RecordingInterstitialDelegate()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.advance(.seconds(2)))
      #expect(ad.isLoaded)
      await sim.perform(.advance(.milliseconds(599_999)))
      #expect(sim.clock.now.description == "601.999")
      #expect(ad.isLoaded)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["602.000"])
      #expect(sim.trace.events(named: interstitialDidUnload).map(\.detail) == ["expired"])
      // One unload only, and no new load.
      await sim.perform(.advance(.seconds(1200)))
      #expect(delegate.log == ["willLoad loaded=false", "didLoad loaded=true", "didUnload loaded=false"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("The script's lifetime sets the expiry: 300 s and 900 s, the ends of the range")
  func scriptLifetimeEnds() async {
    for seconds in [300, 900] {
      await Simulation.run(padScript(lifetime: .seconds(seconds))) { sim in
        let ad = await loadedInterstitial(sim)
        await sim.perform(.advance(.milliseconds(seconds * 1000 - 1)))
        #expect(ad.isLoaded)
        await sim.perform(.advance(.milliseconds(1)))
        #expect(!ad.isLoaded)
        #expect(sim.trace.times(of: interstitialDidUnload) == ["\(seconds).000"])
      }
    }
  }

  @Test(
    "Presented in a view that is on screen at expiry, the ad stays until the view leaves the screen",
    arguments: HostDeparture.allCases)
  func onScreenAtExpiry(_ departure: HostDeparture) async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      await sim.perform(.advance(.seconds(600)))
      #expect(ad.isLoaded)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      #expect(sim.trace.times(of: "content expired") == ["600.000"])
      await sim.perform(.advance(.seconds(100)))
      #expect(ad.isLoaded)
      #expect(host.subviews.count == 1)
      departure.apply(to: host)
      // The next step notices the change before time moves on.
      await sim.perform(.advance(.seconds(5)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["700.000"])
      #expect(sim.trace.events(named: interstitialDidUnload).count == 1)
      // The ad took its own view out of the host.
      #expect(host.subviews.isEmpty)
      #expect(ad.hostView == nil)
      #expect(sim.trace.events(named: "app changed the ad's view").isEmpty)
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Presented in a view, leaving the screen before expiry unloads nothing early")
  func leavesScreenBeforeExpiry() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      await sim.perform(.advance(.seconds(100)))
      host.isHidden = true
      await sim.perform(.advance(.seconds(100)))
      host.isHidden = false
      await sim.perform(.advance(.seconds(100)))
      #expect(ad.isLoaded)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      withExtendedLifetime((window, ad)) {}
    }
  }

  @Test(
    "Presented in a view that is off screen at expiry, the ad unloads at once at the expiry time",
    arguments: HostDeparture.allCases)
  func offScreenAtExpiry(_ departure: HostDeparture) async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      await sim.perform(.advance(.seconds(10)))
      departure.apply(to: host)
      await sim.perform(.advance(.milliseconds(589_999)))
      #expect(ad.isLoaded)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(!ad.isLoaded)
      #expect(sim.trace.times(of: interstitialDidUnload) == ["600.000"])
      #expect(sim.trace.events(named: "content expired").isEmpty)
      #expect(host.subviews.isEmpty)
      #expect(delegate.log.last == "didUnload loaded=false")
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Presented in a view whose screen is not in any window, the ad unloads at the expiry time")
  func hostNeverOnScreen() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let screen = InterstitialHostScreen()
      let ad = await loadedInterstitial(sim)
      #expect(ad.present(in: screen.view))
      #expect(!screen.view.isOnScreen)
      await sim.perform(.advance(.milliseconds(599_999)))
      #expect(ad.isLoaded)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(!ad.isLoaded)
      #expect(sim.trace.times(of: interstitialDidUnload) == ["600.000"])
      #expect(screen.view.subviews.isEmpty)
    }
  }

  @Test("Presented modally, the ad does not expire while up and unloads when the user dismisses it")
  func modalExpiresOnDismiss() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      ad.present(from: screen)
      await sim.perform(.advance(.seconds(1200)))
      #expect(ad.isLoaded)
      #expect(ad.isPresentedModally)
      #expect(sim.trace.events(named: interstitialDidUnload).isEmpty)
      await sim.perform(.closeAd)
      #expect(!ad.isLoaded)
      #expect(!ad.isPresentedModally)
      #expect(screen.presentedViewController == nil)
      #expect(window.subviews.count == 1)
      #expect(delegate.log.last == "didUnload loaded=false")
      #expect(sim.trace.times(of: interstitialDidUnload) == ["1200.000"])
      #expect(sim.trace.events(named: interstitialDidUnload).map(\.detail) == ["dismissed by the user"])
      #expect(sim.trace.events(named: interstitialDidFinish).isEmpty)
      // Nothing more to close.
      await sim.perform(.closeAd)
      #expect(sim.trace.events(named: "ignored").count == 1)
      #expect(sim.trace.events(named: interstitialDidUnload).count == 1)
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("Presented modally, dismissing before the lifetime is up expires the content at once")
  func modalDismissedEarly() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      await sim.perform(.advance(.seconds(10)))
      ad.present(from: screen)
      await sim.perform(.advance(.seconds(10)))
      await sim.perform(.closeAd)
      #expect(!ad.isLoaded)
      #expect(sim.trace.times(of: interstitialDidUnload) == ["20.000"])
      // The lifetime's timer does not unload it a second time.
      await sim.perform(.advance(.seconds(1200)))
      #expect(sim.trace.events(named: interstitialDidUnload).count == 1)
      withExtendedLifetime((window, ad)) {}
    }
  }

  @Test("A call on the ad after it unloaded is noted as a use after it ended; clearing the delegate is not")
  func useAfterUnload() async {
    await Simulation.run(padScript(lifetime: .seconds(300))) { sim in
      let (window, screen) = showHostScreen()
      let delegate = RecordingInterstitialDelegate()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      #expect(sim.trace.events(named: "used after it ended").isEmpty)
      await sim.perform(.advance(.seconds(300)))
      #expect(!ad.isLoaded)
      // The guide's cleanup: let go of the delegate, then of the ad.
      ad.delegate = nil
      #expect(sim.trace.events(named: "used after it ended").isEmpty)
      #expect(!ad.present(in: screen.view))
      ad.present(from: screen)
      ad.cancelAction()
      ad.delegate = delegate
      let uses = sim.trace.events(named: "used after it ended")
      #expect(uses.map(\.detail) == ["present(in:)", "present(from:)", "cancelAction()", "delegate"])
      #expect(uses.allSatisfy { $0.object == ad.traceName && $0.actor == .app })
      #expect(screen.presentedViewController == nil)
      withExtendedLifetime(window) {}
    }
  }

  /// The time the content of an ad loaded at zero unloads, with no lifetime in the script.
  static func seededUnloadTime(seed: UInt64) async -> (unload: Duration?, detail: String?, trace: Data) {
    await Simulation.run(padScript(lifetime: nil, seed: seed)) { sim in
      let ad = await loadedInterstitial(sim)
      await sim.perform(.advance(.seconds(1000)))
      #expect(!ad.isLoaded)
      let detail = sim.trace.events(named: "interstitialAdDidLoad").first?.detail
      return (sim.trace.events(named: interstitialDidUnload).first?.time.offset, detail, sim.trace.encoded())
    }
  }

  @Test("With no lifetime in the script, the seed chooses it: the same seed gives the same time, within 300 to 900 s")
  func seededLifetime() async throws {
    let first = await Self.seededUnloadTime(seed: 7)
    let again = await Self.seededUnloadTime(seed: 7)
    let unload = try #require(first.unload)
    #expect(again.unload == unload)
    #expect(again.trace == first.trace)
    #expect(unload >= .seconds(300) && unload <= .seconds(900))
    #expect(Script.interstitialLifetimes.contains(unload))
    #expect(first.detail == "isLoaded = true; expires after \(unload.secondsText) s")
    var times: Set<Duration> = [unload]
    for seed: UInt64 in [1, 2, 3, 4, 5] {
      let time = try #require(await Self.seededUnloadTime(seed: seed).unload)
      #expect(Script.interstitialLifetimes.contains(time))
      times.insert(time)
    }
    #expect(times.count > 1)
  }
}

import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADInterstitialAd actions")
@MainActor
struct ADInterstitialAdActionTests {
  /// A loaded ad presented in its screen's root view, ready for a tap.
  static func presentedAd(
    _ sim: Simulation, delegate: (any ADInterstitialAdDelegate)? = nil
  ) async -> (UIWindow, InterstitialHostScreen, ADInterstitialAd) {
    let (window, screen) = showHostScreen()
    let ad = await loadedInterstitial(sim, delegate: delegate)
    #expect(ad.present(in: screen.view))
    #expect(screen.view.isOnScreen)
    return (window, screen, ad)
  }

  @Test("A tap on a presented ad asks interstitialAdActionShouldBegin; returning false does nothing")
  func delegateRefuses() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      delegate.allowAction = false
      let (window, _, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.tap(willLeave: true))
      #expect(!ad.isActionInProgress)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(delegate.log.suffix(2) == ["shouldBegin willLeave=false → false", "shouldBegin willLeave=true → false"])
      #expect(
        sim.trace.events(named: interstitialShouldBegin).map(\.detail) == [
          "willLeave: false → false", "willLeave: true → false",
        ])
      #expect(sim.trace.events(.system).isEmpty)
      #expect(sim.trace.events(named: "ad covers the app").isEmpty)
      #expect(sim.trace.events(named: "ad opens another app").isEmpty)
      #expect(ad.isLoaded)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A tap with willLeave true sends the app to the background, and no finish callback ever comes")
  func tapLeavesApp() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, _, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: true))
      #expect(UIApplication.shared.applicationState == .background)
      #expect(sim.trace.events(.system).map(\.name) == ["willResignActive", "didEnterBackground"])
      #expect(!ad.isActionInProgress)
      let ask = sim.trace.index(of: interstitialShouldBegin)
      let leave = sim.trace.index(of: "willResignActive")
      #expect(ask != nil && leave != nil && ask! < leave!)
      await sim.perform(.foreground)
      await sim.perform(.closeAd)
      await sim.perform(.advance(.seconds(120)))
      #expect(sim.trace.events(named: interstitialDidFinish).isEmpty)
      #expect(!delegate.log.contains { $0.hasPrefix("didFinish") })
      #expect(delegate.log.contains("shouldBegin willLeave=true → true"))
      withExtendedLifetime((window, ad)) {}
    }
  }

  @Test("A tap with willLeave false covers the app; closing it calls interstitialAdActionDidFinish once")
  func tapCoversApp() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, screen, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(sim.trace.events(named: "ad covers the app").count == 1)
      // A second tap while it covers the app reaches nothing.
      await sim.perform(.tap(willLeave: false))
      #expect(sim.trace.events(named: interstitialShouldBegin).count == 1)
      await sim.perform(.closeAd)
      #expect(!ad.isActionInProgress)
      #expect(delegate.log.suffix(2) == ["shouldBegin willLeave=false → true", "didFinish inProgress=false"])
      #expect(sim.trace.events(named: interstitialDidFinish).count == 1)
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["closed by the user"])
      // The ad is still presented in its view and loaded.
      #expect(ad.isLoaded)
      #expect(ad.hostView === screen.view)
      await sim.perform(.closeAd)
      #expect(sim.trace.events(named: interstitialDidFinish).count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("With no delegate, or one without the method, a tap's action is allowed")
  func noDelegateAllows() async {
    await Simulation.run(padScript()) { sim in
      let (window, _, ad) = await Self.presentedAd(sim)
      #expect(ad.delegate == nil)
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      #expect(sim.trace.events(named: interstitialShouldBegin).map(\.detail) == ["willLeave: false → true"])
      withExtendedLifetime(window) {}
    }
    final class MinimalDelegate: NSObject, ADInterstitialAdDelegate {
      func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {}
      func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {}
    }
    await Simulation.run(padScript()) { sim in
      let minimal = MinimalDelegate()
      let (window, _, ad) = await Self.presentedAd(sim, delegate: minimal)
      await sim.perform(.tap(willLeave: true))
      #expect(UIApplication.shared.applicationState == .background)
      #expect(sim.trace.events(named: interstitialShouldBegin).map(\.detail) == ["willLeave: true → true"])
      withExtendedLifetime((window, minimal, ad)) {}
    }
  }

  @Test("cancelAction() ends a covering action with no finish callback")
  func cancelActionIsSilent() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, _, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      ad.cancelAction()
      #expect(!ad.isActionInProgress)
      #expect(delegate.log.last == "shouldBegin willLeave=false → true")
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["cancelled"])
      // Closing or going to the background later brings no late finish callback.
      await sim.perform(.closeAd)
      await sim.perform(.background)
      await sim.perform(.advance(.seconds(60)))
      #expect(sim.trace.events(named: interstitialDidFinish).isEmpty)
      #expect(!delegate.log.contains { $0.hasPrefix("didFinish") })
      withExtendedLifetime((window, ad)) {}
    }
  }

  @Test("The cancelAction step ends a covering action with no finish callback too")
  func cancelStepIsSilent() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, _, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.cancelAction)
      #expect(sim.trace.events(named: "ignored").count == 1)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.cancelAction)
      #expect(!ad.isActionInProgress)
      #expect(sim.trace.events(named: "ignored").count == 1)
      #expect(sim.trace.events(named: "cancelAction()").count == 1)
      #expect(sim.trace.events(named: interstitialDidFinish).isEmpty)
      // A later tap works again.
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      withExtendedLifetime((window, delegate)) {}
    }
  }

  @Test("Backgrounding during a covering action calls interstitialAdActionDidFinish before willResignActive")
  func backgroundEndsAction() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let appDelegate = LoggingAppDelegate(target: delegate)
      UIApplication.shared.delegate = appDelegate
      let (window, _, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.background)
      #expect(!ad.isActionInProgress)
      #expect(
        delegate.log.suffix(3) == ["didFinish inProgress=false", "app willResignActive", "app didEnterBackground"])
      let finish = sim.trace.index(of: interstitialDidFinish)
      let resign = sim.trace.index(of: "willResignActive")
      let background = sim.trace.index(of: "didEnterBackground")
      #expect(finish != nil && resign != nil && background != nil)
      #expect(finish! < resign! && resign! < background!)
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["the app is leaving the foreground"])
      #expect(sim.trace.events(named: interstitialDidFinish).count == 1)
      withExtendedLifetime((window, appDelegate, ad)) {}
    }
  }

  @Test("A tap reaches only a loaded ad that is presented and visible, in an active app")
  func tapNeedsPresentedVisibleAd() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, screen) = showHostScreen()
      let ad = ADInterstitialAd()
      ad.delegate = delegate
      await sim.perform(.tap(willLeave: false))  // not loaded
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      await sim.perform(.tap(willLeave: false))  // loaded but not presented
      let host = addHostView(to: screen, width: 768, height: 1024)
      #expect(ad.present(in: host))
      host.isHidden = true
      await sim.perform(.tap(willLeave: false))  // host hidden
      host.isHidden = false
      await sim.perform(.background)
      await sim.perform(.tap(willLeave: false))  // app in the background
      #expect(sim.trace.events(named: interstitialShouldBegin).isEmpty)
      #expect(sim.trace.events(named: "ignored").count == 4)
      await sim.perform(.foreground)
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      #expect(sim.trace.events(named: interstitialShouldBegin).count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A modal ad takes taps; the first close ends the action, the second dismisses and unloads it")
  func modalActionThenDismiss() async {
    await Simulation.run(padScript()) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      ad.present(from: screen)
      await sim.perform(.tap(willLeave: false))
      #expect(ad.isActionInProgress)
      await sim.perform(.closeAd)
      #expect(!ad.isActionInProgress)
      #expect(ad.isPresentedModally)
      #expect(ad.isLoaded)
      #expect(delegate.log.last == "didFinish inProgress=false")
      await sim.perform(.closeAd)
      #expect(!ad.isPresentedModally)
      #expect(!ad.isLoaded)
      #expect(delegate.log.suffix(2) == ["didFinish inProgress=false", "didUnload loaded=false"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("Content that expires during an action in its view stays until the action ends and the view leaves")
  func expiryDuringAction() async {
    await Simulation.run(padScript(lifetime: .seconds(600))) { sim in
      let delegate = RecordingInterstitialDelegate()
      let (window, screen, ad) = await Self.presentedAd(sim, delegate: delegate)
      await sim.perform(.advance(.seconds(590)))
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.advance(.seconds(20)))
      #expect(ad.isLoaded)
      #expect(ad.isActionInProgress)
      await sim.perform(.closeAd)
      #expect(ad.isLoaded)
      screen.view.isHidden = true
      await sim.perform(.advance(.seconds(1)))
      #expect(!ad.isLoaded)
      #expect(delegate.log.suffix(2) == ["didFinish inProgress=false", "didUnload loaded=false"])
      #expect(sim.trace.times(of: interstitialDidUnload) == ["610.000"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("Turning the device while the ad covers the app notes that the covering ad keeps its orientation")
  func coveringAdKeepsOrientation() async {
    await Simulation.run(padScript()) { sim in
      let (window, _, ad) = await Self.presentedAd(sim)
      await sim.perform(.rotate(.landscape))
      #expect(sim.trace.events(named: "covering ad keeps its orientation").isEmpty)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.rotate(.portrait))
      #expect(ad.isActionInProgress)
      let notes = sim.trace.events(named: "covering ad keeps its orientation")
      #expect(notes.map(\.object) == [ad.traceName])
      withExtendedLifetime(window) {}
    }
  }
}

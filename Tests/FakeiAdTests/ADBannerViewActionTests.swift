import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADBannerView actions")
@MainActor
struct ADBannerViewActionTests {
  /// A loaded banner on screen, its delegate, and the simulation, ready for a tap.
  static func loadedBanner(
    _ sim: Simulation, delegate: (any ADBannerViewDelegate)? = nil
  ) async -> (UIWindow, ADBannerView) {
    let (window, _, banner) = showBanner(delegate: delegate)
    await sim.perform(.respond(.fill()))
    await sim.perform(.advance(.seconds(1)))
    #expect(banner.isBannerLoaded)
    #expect(banner.isOnScreen)
    return (window, banner)
  }

  @Test("An answer to a request made before the tap waits for the action to end, then comes")
  func answerWaitsForAction() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      // The refresh asks 30 s after the first answer; the user taps while it waits.
      await sim.perform(.advance(.seconds(30)))
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(5)))
      #expect(banner.isBannerLoaded, "the ad the user is engaged with stays through the action")
      #expect(sim.trace.events(named: "bannerView(_:didFailToReceiveAdWithError:)").isEmpty)
      await sim.perform(.closeAd)
      #expect(!banner.isBannerLoaded)
      let finish = sim.trace.index(of: "bannerViewActionDidFinish")
      let failure = sim.trace.index(of: "bannerView(_:didFailToReceiveAdWithError:)")
      #expect(finish != nil && failure != nil && finish! < failure!)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A tap with willLeave yes sends the app to the background, and no finish callback ever comes")
  func tapLeavesApp() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: true))
      #expect(UIApplication.shared.applicationState == .background)
      #expect(sim.trace.events(.system).map(\.name) == ["willResignActive", "didEnterBackground"])
      #expect(!banner.isBannerViewActionInProgress)
      await sim.perform(.foreground)
      await sim.perform(.closeAd)
      await sim.perform(.advance(.seconds(120)))
      #expect(sim.trace.events(named: "bannerViewActionDidFinish").isEmpty)
      #expect(!delegate.log.contains { $0.hasPrefix("didFinish") })
      #expect(delegate.log.contains("shouldBegin willLeave=true → true"))
      let ask = sim.trace.index(of: shouldBegin)
      let leave = sim.trace.index(of: "willResignActive")
      #expect(ask != nil && leave != nil && ask! < leave!)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A tap with willLeave no covers the app; closing it calls bannerViewActionDidFinish once")
  func tapCoversApp() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(sim.trace.events(named: "ad covers the app").count == 1)
      // While the ad covers the app, the banner does not cycle.
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(120)))
      #expect(banner.isBannerLoaded)
      await sim.perform(.closeAd)
      #expect(!banner.isBannerViewActionInProgress)
      #expect(delegate.log.suffix(2) == ["shouldBegin willLeave=false → true", "didFinish inProgress=false"])
      #expect(sim.trace.events(named: "bannerViewActionDidFinish").count == 1)
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["closed by the user"])
      // Cycling resumes 30 s after the action ends.
      await sim.perform(.advance(.seconds(30)))
      #expect(!banner.isBannerLoaded)
      #expect(sim.trace.times(of: didFail) == ["151.000"])
      await sim.perform(.closeAd)
      #expect(sim.trace.events(named: "bannerViewActionDidFinish").count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A delegate that returns false stops the action: nothing happens")
  func delegateRefuses() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      delegate.allowAction = false
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.tap(willLeave: true))
      #expect(!banner.isBannerViewActionInProgress)
      #expect(UIApplication.shared.applicationState == .active)
      #expect(delegate.log.suffix(2) == ["shouldBegin willLeave=false → false", "shouldBegin willLeave=true → false"])
      #expect(sim.trace.events(.system).isEmpty)
      #expect(sim.trace.events(.observation).filter { $0.name.rawValue.hasPrefix("ad ") }.isEmpty)
      #expect(
        sim.trace.events(named: shouldBegin).map(\.detail) == ["willLeave: false → false", "willLeave: true → false"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("With no delegate, or one that does not implement the method, the action is allowed")
  func noDelegateAllows() async {
    await Simulation.run(Script()) { sim in
      let (window, banner) = await Self.loadedBanner(sim)
      #expect(banner.delegate == nil)
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      #expect(sim.trace.events(named: shouldBegin).map(\.detail) == ["willLeave: false → true"])
      await sim.perform(.closeAd)
      #expect(!banner.isBannerViewActionInProgress)
      withExtendedLifetime(window) {}
    }
    await Simulation.run(Script()) { sim in
      let silent = SilentBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: silent)
      await sim.perform(.tap(willLeave: true))
      #expect(UIApplication.shared.applicationState == .background)
      withExtendedLifetime((window, banner, silent)) {}
    }
  }

  @Test("cancelAction() ends a covering action with bannerViewActionDidFinish, before any background event")
  func cancelAction() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      banner.cancelAction()
      #expect(!banner.isBannerViewActionInProgress)
      #expect(delegate.log.last == "didFinish inProgress=false")
      await sim.perform(.background)
      let call = sim.trace.index(of: "cancelAction()")
      let finish = sim.trace.index(of: "bannerViewActionDidFinish")
      let resign = sim.trace.index(of: "willResignActive")
      let background = sim.trace.index(of: "didEnterBackground")
      #expect(call != nil && finish != nil && resign != nil && background != nil)
      #expect(call! < finish! && finish! < resign! && resign! < background!)
      #expect(sim.trace.events(named: "bannerViewActionDidFinish").count == 1)
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["cancelled"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("The cancel step and cancelBannerViewAction() end a covering action too")
  func cancelStepAndObjectiveCName() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.cancelAction)
      #expect(!banner.isBannerViewActionInProgress)
      await sim.perform(.advance(.seconds(30)))
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      banner.cancelBannerViewAction()
      #expect(!banner.isBannerViewActionInProgress)
      #expect(delegate.log.filter { $0.hasPrefix("didFinish") }.count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Backgrounding during a covering action calls bannerViewActionDidFinish before willResignActive")
  func backgroundEndsAction() async {
    @MainActor final class AppDelegate: UIApplicationDelegate {
      let banner: RecordingBannerDelegate
      init(banner: RecordingBannerDelegate) { self.banner = banner }
      func applicationWillResignActive(_ application: UIApplication) { banner.log.append("app willResignActive") }
      func applicationDidEnterBackground(_ application: UIApplication) { banner.log.append("app didEnterBackground") }
    }
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let appDelegate = AppDelegate(banner: delegate)
      UIApplication.shared.delegate = appDelegate
      let (window, banner) = await Self.loadedBanner(sim, delegate: delegate)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.background)
      #expect(!banner.isBannerViewActionInProgress)
      #expect(
        delegate.log.suffix(3) == ["didFinish inProgress=false", "app willResignActive", "app didEnterBackground"])
      let finish = sim.trace.index(of: "bannerViewActionDidFinish")
      let resign = sim.trace.index(of: "willResignActive")
      #expect(finish != nil && resign != nil && finish! < resign!)
      #expect(sim.trace.events(named: "ad uncovers the app").map(\.detail) == ["the app is leaving the foreground"])
      withExtendedLifetime((window, appDelegate)) {}
    }
  }

  @Test("A tap reaches only a loaded banner that is on screen, in an active app")
  func tapNeedsLoadedVisibleBanner() async {
    await Simulation.run(Script()) { sim in
      let delegate = RecordingBannerDelegate()
      let (window, _, banner) = showBanner(delegate: delegate)
      await sim.perform(.tap(willLeave: false))  // not loaded yet
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(1)))
      banner.isHidden = true
      await sim.perform(.tap(willLeave: false))  // hidden
      banner.isHidden = false
      await sim.perform(.background)
      await sim.perform(.tap(willLeave: false))  // app in the background
      #expect(sim.trace.events(named: shouldBegin).isEmpty)
      #expect(sim.trace.events(named: "ignored").count == 3)
      #expect(!banner.isBannerViewActionInProgress)
      await sim.perform(.foreground)
      await sim.perform(.tap(willLeave: false))
      #expect(banner.isBannerViewActionInProgress)
      await sim.perform(.tap(willLeave: false))  // already covering
      #expect(sim.trace.events(named: shouldBegin).count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("While an ad covers the app, turning the device leaves the banner's size and identifier alone")
  func coveringAdDoesNotRotate() async {
    await Simulation.run(Script()) { sim in
      let (window, banner) = await Self.loadedBanner(sim)
      await sim.perform(.tap(willLeave: false))
      let frame = banner.frame
      await sim.perform(.rotate(.landscape))
      #expect(banner.isBannerViewActionInProgress)
      #expect(banner.currentContentSizeIdentifier == ADBannerContentSizeIdentifierPortrait)
      #expect(banner.frame.size == frame.size)
      withExtendedLifetime(window) {}
    }
  }
}

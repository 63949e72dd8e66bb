import AdSimulation
import FakeGoogleMobileAds
import Foundation
import Testing

/// Each public client's ad code, as published, through a short flow in a simulation:
/// what it loaded, what it showed, and what it did when the ad closed or failed.
@Suite("Public clients run against the fakes")
@MainActor
struct PublicClientsFlowTests {
  /// Puts the screen in a key window, so its view loads and ads can cover it.
  private func show(_ screen: UIViewController) -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test("AdMobManager: the interstitial wrapper loads on the main queue, shows, pays and loads the next after closing")
  func adMobManagerInterstitial() async {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      let window = show(screen)
      let unit = GoogleTestAdUnits.interstitial
      let ad = InterstitialAd()
      ad.config(id: unit)
      #expect(sim.trace.events(named: .loadWithAdUnitIDRequest).isEmpty)
      await sim.settle()
      #expect(sim.trace.events(named: .loadWithAdUnitIDRequest).count == 1)
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)))
      await sim.perform(.advance(.seconds(1)))
      #expect(ad.isExist())
      var hidden = 0
      ad.show(rootViewController: screen, didFail: nil, didEarnReward: nil, didHide: { hidden += 1 })
      #expect(ad.isPresent())
      #expect(screen.presentedViewController != nil)
      #expect(sim.trace.events(named: .paidEventHandler).count == 1)
      await sim.perform(.closeAd)
      await sim.settle()
      #expect(hidden == 1)
      #expect(!ad.isPresent())
      #expect(!ad.isExist())
      #expect(sim.trace.events(named: .loadWithAdUnitIDRequest).count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("TimerS: the banner fades in under its tag once it has an ad; the page's message shows the interstitial")
  func timerS() async throws {
    await Simulation.run(Script()) { sim in
      let screen = ViewController()
      let window = show(screen)
      #expect(screen.bannerView.adSize.size == CGSize(width: 320, height: 50))
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: AdId.TestBanner.rawValue)))
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: AdId.TestInter.rawValue)))
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.view.viewWithTag(100) === screen.bannerView)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.bannerView.alpha == 1)
      #expect(screen.interstitial != nil)
      screen.showInterstitialFromScript()
      #expect(screen.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(screen.presentedViewController == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test("ElevatorKMM: launch starts the SDK with test devices; the app open ad posts its load and its dismissal")
  func elevatorKMM() async {
    await Simulation.run(Script()) { sim in
      let window = show(UIViewController())
      let delegate = AppDelegate()
      #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
      #expect(GADMobileAds.sharedInstance().isStarted)
      #expect(GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers?.first == GADSimulatorID)
      var heard: [String] = []
      let tokens = [Notification.Name.openAdLoad, .openAdDidDismissFullScreenContent].map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          MainActor.assumeIsolated { heard.append(note.name.rawValue) }
        }
      }
      let appOpen = AppOpen()
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: openId)))
      await sim.perform(.advance(.seconds(1)))
      #expect(appOpen.appOpenAdLoaded)
      appOpen.ShowAppOpenAd()
      #expect(window.rootViewController?.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(heard == ["openAdLoad", "openAdDidDismissFullScreenContent"])
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      withExtendedLifetime(window) {}
    }
  }

  @Test("DollarAlertIos: the 320 x 50 banner loads with its screen as root and records an impression on screen")
  func dollarAlert() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = AdMobBanner()
      let window = show(screen)
      #expect(screen.adView.superview === screen.view)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      let load = try #require(sim.trace.events(named: .gadBannerLoad).first)
      #expect(load.fields["width"] == .number(320))
      #expect(load.fields["height"] == .number(50))
      #expect(load.flag("rootViewControllerSet") == true)
      #expect(sim.trace.events(named: .gadBannerViewDidRecordImpression).count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("mo-nomz: a failed banner load removes the banner and collapses its height, telling the parent")
  func moNomz() async {
    await Simulation.run(Script()) { sim in
      User.hasRemovedAds = false
      let parent = ParentScreen()
      let controller = BannerController()
      controller.height = UIView().heightAnchor.constraint(equalToConstant: 50)
      parent.addChild(controller)
      let window = show(parent)
      parent.view.addSubview(controller.view)
      let banner = controller.banner
      #expect(banner?.superview === controller.view)
      #expect(banner?.backgroundColor == .secondarySystemBackground)
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue, after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      #expect(banner?.superview == nil)
      #expect(controller.height?.constant == 0)
      #expect(parent.constraintUpdates == 1)
      withExtendedLifetime(window) {}
    }
  }
}

/// The screen mo-nomz's banner controller sits in, counting the constraint updates it asks for.
final class ParentScreen: UIViewController {
  private(set) var constraintUpdates = 0

  override func updateViewConstraints() {
    constraintUpdates += 1
    super.updateViewConstraints()
  }
}

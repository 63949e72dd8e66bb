import AdSimulation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Testing

/// Code in Swift 5 mode calls the SDKs as it does on a device, where they are imported
/// from Objective-C: from classes of no actor, from notification blocks, and through
/// delegates made as default arguments. Each shape compiles here and runs in a simulation.
@Suite("Swift 5 code calls the SDKs as imported")
@MainActor
struct ImportedIsolationTests {
  @Test("An NSObject manager of no actor gathers consent, starts the SDK, loads and presents")
  func nonisolatedManager() async {
    await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.notRequired, in: sim)
      let window = UIWindow(frame: .zero)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let manager = ConsentAndAdsManager()
      manager.gatherConsentThenLoad()
      await sim.perform(.respond(.fill(after: .seconds(2), adUnit: ConsentAndAdsManager.unit)))
      await sim.perform(.advance(.seconds(3)))
      #expect(manager.isMobileAdsStarted)
      #expect(GADMobileAds.sharedInstance().isStarted)
      #expect(manager.interstitial != nil)
      manager.showIfReady(from: screen)
      #expect(screen.presentedViewController != nil)
      await sim.perform(.closeAd)
      #expect(manager.dismissals == 1)
      #expect(sim.trace.events(named: "load(withAdUnitID:request:)").count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A notification block calls the screen's own method on background and return")
  func notificationBlockCallsScreen() async {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      let screen = PuzzleViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      await sim.perform(.background)
      #expect(screen.isPaused)
      await sim.perform(.foreground)
      #expect(!screen.isPaused)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A coordinator made as a default argument hears the ad's presentation")
  func coordinatorAsDefaultArgument() async {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let unit = GoogleTestAdUnits.interstitial
      var held: (GADInterstitialAd, GADFullScreenContentDelegate)?
      loadInterstitial(unit: unit) { ad, coordinator in held = (ad, coordinator) }
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)))
      await sim.perform(.advance(.seconds(1)))
      guard let (ad, coordinator) = held, let coordinator = coordinator as? AdCoordinator else {
        Issue.record(
          "Expected the ad loaded with the default coordinator, but the load gave \(String(describing: held))")
        return
      }
      ad.present(fromRootViewController: screen)
      await sim.perform(.closeAd)
      #expect(coordinator.events == ["will present", "did dismiss"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("Ad code on a global queue's thread loads through the SDK, which hops to the main queue")
  func callFromGlobalQueue() async {
    await Simulation.run(Script()) { sim in
      let unit = GoogleTestAdUnits.interstitial
      final class Box: @unchecked Sendable { var ad: GADInterstitialAd? }
      let box = Box()
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers = [GADSimulatorID]
          GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in box.ad = ad }
          done.resume()
        }
      }
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)))
      await sim.perform(.advance(.seconds(1)))
      #expect(box.ad?.adUnitID == unit)
      #expect(sim.trace.events(named: "load(withAdUnitID:request:)").count == 1)
    }
  }
}

import AdSimulation
import FakeAppTrackingTransparency
@preconcurrency import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Testing

/// Code in Swift 6 mode calls the SDKs as it does on a device, where they are imported
/// from Objective-C: from async code of no actor, from notification blocks, and through
/// delegates made as default arguments. Each shape compiles here and runs in a simulation.
@Suite("Swift 6 code calls the SDKs as imported")
@MainActor
struct ImportedIsolationTests {
  @Test("A Sendable loader of no actor refreshes consent, starts the SDK and loads")
  func nonisolatedLoader() async throws {
    try await Simulation.run(Script()) { sim in
      ConsentBehaviour.set(.notRequired, in: sim)
      let loader = AdsLoader(unit: GoogleTestAdUnits.interstitial)
      let task = Task { try await Self.loadFromNoActor(loader) }
      await sim.perform(.respond(.fill(after: .seconds(2), adUnit: GoogleTestAdUnits.interstitial)))
      await sim.perform(.advance(.seconds(3)))
      let unit = try await task.value
      #expect(unit == GoogleTestAdUnits.interstitial)
      #expect(GADMobileAds.sharedInstance().isStarted)
      #expect(sim.trace.events(named: "requestConsentInfoUpdate(with:completionHandler:)").count == 1)
      #expect(sim.trace.events(named: "load(withAdUnitID:request:)").count == 1)
    }
  }

  /// Runs the loader from a context of no actor and hands back the loaded ad's unit.
  nonisolated static func loadFromNoActor(_ loader: AdsLoader) async throws -> String {
    guard try await loader.refreshConsent() else { return "no consent" }
    await loader.startSDK()
    let ad = try await loader.loadInterstitial()
    return ad.adUnitID
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

  @Test("A v11 manager of no actor adopts the GAD-named delegate and hears the ad")
  func v11ManagerOfNoActor() async {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let manager = V11InterstitialManager()
      manager.load(unit: GoogleTestAdUnits.interstitial)
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)))
      await sim.perform(.advance(.seconds(1)))
      manager.interstitial?.present(fromRootViewController: screen)
      await sim.perform(.closeAd)
      #expect(manager.heard == ["will present", "did dismiss"])
      #expect(manager.interstitial == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Banner screens hear their ad through either name set's delegate", arguments: ["v11", "v12"])
  func bannerDelegates(_ names: String) async {
    await Simulation.run(Script()) { sim in
      let window = UIWindow(frame: .zero)
      let v11 = V11BannerScreen()
      let v12 = V12BannerScreen()
      window.rootViewController = names == "v11" ? v11 : v12
      window.makeKeyAndVisible()
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.fixedSizeBanner)))
      await sim.perform(.advance(.seconds(2)))
      #expect((names == "v11" ? v11.received : v12.received) == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("The loader asks for tracking and reads the identifier from async code of no actor")
  func trackingFromNoActor() async {
    await Simulation.run(Script()) { sim in
      TrackingBehaviour.set(TrackingBehaviour(answer: .allow), in: sim)
      let loader = AdsLoader(unit: GoogleTestAdUnits.interstitial)
      let task = Task { await Self.trackFromNoActor(loader) }
      await sim.settle()
      await sim.perform(.advance(.seconds(10)))
      let text = await task.value
      #expect(text.hasPrefix("3 "), "authorized, with a non-zero identifier: \(text)")
      #expect(!text.hasSuffix("00000000-0000-0000-0000-000000000000"))
    }
  }

  /// Asks for tracking from a context of no actor.
  nonisolated static func trackFromNoActor(_ loader: AdsLoader) async -> String {
    await loader.trackingIdentifier()
  }
}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

/// Starting the SDK and the request configuration, as Google's samples do it.
@Suite("Starting the SDK")
@MainActor
struct MobileAdsStartTests {
  @Test("start(completionHandler:) and the async start() complete, under both names, and the call is in the trace")
  func start() async {
    await Simulation.run(Script()) { sim in
      var started = false
      GADMobileAds.sharedInstance().start { _ in started = true }
      await sim.settle()
      #expect(started)
      let status = await MobileAds.shared.start()
      #expect(status.adapterStatusesByClassName.isEmpty)
      MobileAds.shared.start(completionHandler: nil)
      #expect(GADMobileAds.sharedInstance() === MobileAds.shared)
      #expect(MobileAds.shared.isStarted)
      #expect(sim.trace.events(named: "start(completionHandler:)").count == 3)
    }
  }

  @Test("Each simulation has its own SDK object, so test devices set in one run do not reach the next")
  func perSimulation() async {
    await Simulation.run(Script()) { sim in
      MobileAds.shared.requestConfiguration.testDeviceIdentifiers = [GADSimulatorID, "2077ef9a63d2b398840261c8221a0c9b"]
      #expect(sim.trace.events(named: "testDeviceIdentifiers").first?.detail.contains("2077ef9a") == true)
    }
    await Simulation.run(Script()) { _ in
      #expect(MobileAds.shared.requestConfiguration.testDeviceIdentifiers == nil)
    }
  }
}

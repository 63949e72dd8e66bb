import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

/// The v8–v10 load with an orientation, as Google's 2021 app open sample calls it.
@Suite("The orientation load of GMA v8–v10")
@MainActor
struct AppOpenOrientationLoadTests {
  @Test("load(withAdUnitID:request:orientation:completionHandler:) is the same scripted load")
  func orientationLoad() async {
    await Simulation.run(Script()) { sim in
      var loaded: GADAppOpenAd?
      GADAppOpenAd.load(
        withAdUnitID: GoogleTestAdUnits.appOpen, request: GADRequest(), orientation: .portrait
      ) { ad, error in
        #expect(error == nil)
        loaded = ad
      }
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.appOpen)))
      await sim.perform(.advance(.seconds(2)))
      #expect(loaded?.adUnitID == GoogleTestAdUnits.appOpen)
      #expect(sim.trace.events(named: "load(withAdUnitID:request:)").count == 1)
    }
  }
}

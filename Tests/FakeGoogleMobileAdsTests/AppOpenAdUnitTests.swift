import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Testing

/// Loads with an ad unit id the SDK cannot use fail at once, as on a device.
@Suite("Ad unit ids")
@MainActor
struct AppOpenAdUnitTests {
  @Test(
    "An empty or malformed id fails at once with the invalid-request error and takes no scripted answer",
    arguments: ["", "   ", "ca-app-pub-3940256099942544", "ca-app-pub-x/5575463023", "5575463023"])
  func malformed(_ unit: String) async {
    await Simulation.run(Script()) { sim in
      await sim.perform(.respond(.fill(after: .seconds(1))))
      var code: Int?
      GADAppOpenAd.load(withAdUnitID: unit, request: GADRequest()) { ad, error in
        #expect(ad == nil)
        code = (error as NSError?)?.code
      }
      await sim.settle()
      #expect(code == GADErrorCode.invalidRequest.rawValue)
      // The queued answer is still there for a well-formed load.
      var loaded = false
      GADAppOpenAd.load(withAdUnitID: GoogleTestAdUnits.appOpen, request: GADRequest()) { ad, _ in
        loaded = ad != nil
      }
      await sim.perform(.advance(.seconds(2)))
      #expect(loaded)
    }
  }

  @Test(
    "AdMob ids and Ad Manager paths are well formed",
    arguments: [
      GoogleTestAdUnits.appOpen, GoogleTestAdUnits.legacyAppOpen, "ca-app-pub-1234567890123456/1234567890",
      "/21775744923/example/app-open",
    ])
  func wellFormed(_ unit: String) {
    #expect(GoogleTestAdUnits.isWellFormed(unit))
  }
}

/// A scripted answer can stand for several units, such as every app open demo unit.
@Suite("Answers for several units")
@MainActor
struct ResponseUnitsTests {
  @Test("A response answering the older demo unit too fills a load for it")
  func olderDemoUnit() async {
    await Simulation.run(Script()) { sim in
      let response = Script.Response.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.appOpen)
        .answering([GoogleTestAdUnits.legacyAppOpen])
      await sim.perform(.respond(response))
      var loaded: GADAppOpenAd?
      GADAppOpenAd.load(withAdUnitID: GoogleTestAdUnits.legacyAppOpen, request: GADRequest()) { ad, _ in loaded = ad }
      await sim.perform(.advance(.seconds(2)))
      #expect(loaded?.adUnitID == GoogleTestAdUnits.legacyAppOpen)
      #expect(!response.answers("ca-app-pub-1234567890123456/1234567890"))
    }
  }
}

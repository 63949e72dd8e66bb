import AdSimulation
import FakeGoogleMobileAds
import FakeiAd
import Testing

@testable import AdContracts

/// App open rules read an ad's age and its delegate from the present call's fields, so a
/// reworded timeline line changes nothing.
@Suite("Rules read typed fields")
struct TraceFieldReadingTests {
  @Test("The ad's age comes from the age field, whatever the detail says")
  @MainActor
  func ageFromField() {
    let call = Trace.Event(
      sequence: 1, time: .zero, kind: .call, actor: .app, object: "GADAppOpenAd#1",
      name: "present(fromRootViewController:)", detail: "presented fresh, delegate fine",
      fields: ["age": .duration(.seconds(14_401)), "delegateSet": .flag(true)])
    #expect(GoogleAppOpenRun.age(of: call) == 14_401)
  }
}

/// The fakes record the facts rules read as typed fields.
@Suite("Fakes record typed fields")
struct FakeFieldTests {
  @Test("Loads, load completions, banner failures and action answers carry their fields")
  @MainActor
  func fields() async {
    await Simulation.run(Script()) { sim in
      GADAppOpenAd.load(withAdUnitID: GoogleTestAdUnits.appOpen, request: GADRequest()) { _, _ in }
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      let load = sim.trace.events(named: "load(withAdUnitID:request:)").first
      #expect(load?.flag("testUnit") == true)
      #expect(load?.text("adUnitID") == GoogleTestAdUnits.appOpen)
      #expect(sim.trace.events(named: "load completion").first?.flag("loaded") == true)

      let banner = ADBannerView(adType: .banner)!
      await sim.perform(.respond(.fail(ADError.Code.inventoryUnavailable.rawValue)))
      await sim.perform(.advance(.seconds(5)))
      let failure = sim.trace.events(named: "bannerView(_:didFailToReceiveAdWithError:)").first
      #expect(failure?.integer("code") == ADError.Code.inventoryUnavailable.rawValue)
      _ = banner
    }
  }
}

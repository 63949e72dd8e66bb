import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A banner delegate written with the implicitly unwrapped parameters Swift 3 imported.
@MainActor
final class UnwrappedBannerDelegate: NSObject, ADBannerViewDelegate {
  var calls: [String] = []
  var allows = true
  func bannerViewWillLoadAd(_ banner: ADBannerView!) { calls.append("willLoad") }
  func bannerViewDidLoadAd(_ banner: ADBannerView!) { calls.append("didLoad") }
  func bannerView(_ banner: ADBannerView!, didFailToReceiveAdWithError error: Error!) {
    calls.append("didFail \((error as? ADError)?.code.rawValue ?? -1)")
  }
  func bannerViewActionShouldBegin(_ banner: ADBannerView!, willLeaveApplication willLeave: Bool) -> Bool {
    calls.append("shouldBegin")
    return allows
  }
  func bannerViewActionDidFinish(_ banner: ADBannerView!) { calls.append("didFinish") }
}

/// A banner delegate written with the plain parameters of later interfaces.
@MainActor
final class PlainBannerDelegate: NSObject, ADBannerViewDelegate {
  var calls: [String] = []
  var allows = true
  func bannerViewWillLoadAd(_ banner: ADBannerView) { calls.append("willLoad") }
  func bannerViewDidLoadAd(_ banner: ADBannerView) { calls.append("didLoad") }
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    calls.append("didFail \((error as? ADError)?.code.rawValue ?? -1)")
  }
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    calls.append("shouldBegin")
    return allows
  }
  func bannerViewActionDidFinish(_ banner: ADBannerView) { calls.append("didFinish") }
}

/// A full-screen ad delegate written with the implicitly unwrapped parameters.
@MainActor
final class UnwrappedInterstitialDelegate: NSObject, ADInterstitialAdDelegate {
  var calls: [String] = []
  var allows = true
  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd!) { calls.append("willLoad") }
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd!) { calls.append("didLoad") }
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd!) { calls.append("didUnload") }
  func interstitialAd(_ interstitialAd: ADInterstitialAd!, didFailWithError error: Error!) {
    calls.append("didFail")
  }
  func interstitialAdActionShouldBegin(_ interstitialAd: ADInterstitialAd!, willLeaveApplication willLeave: Bool)
    -> Bool
  {
    calls.append("shouldBegin")
    return allows
  }
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd!) { calls.append("didFinish") }
}

/// A full-screen ad delegate written with plain parameters.
@MainActor
final class PlainInterstitialDelegate: NSObject, ADInterstitialAdDelegate {
  var calls: [String] = []
  var allows = true
  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd) { calls.append("willLoad") }
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) { calls.append("didLoad") }
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) { calls.append("didUnload") }
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    calls.append("didFail")
  }
  func interstitialAdActionShouldBegin(_ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool) -> Bool
  {
    calls.append("shouldBegin")
    return allows
  }
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) { calls.append("didFinish") }
}

/// Whichever spelling a client writes its delegate methods in, the fake calls them.
@Suite("Delegate methods in both spellings")
@MainActor
struct DelegateSpellingTests {
  enum Spelling: String, CaseIterable, Sendable { case unwrapped, plain }

  /// Plays a banner through each callback and returns what the delegate heard.
  func bannerCalls(_ spelling: Spelling, allows: Bool = true) async -> [String] {
    await Simulation.run(Script()) { sim in
      let unwrapped = UnwrappedBannerDelegate()
      let plain = PlainBannerDelegate()
      unwrapped.allows = allows
      plain.allows = allows
      let delegate: any ADBannerViewDelegate = spelling == .unwrapped ? unwrapped : plain
      let (window, _, _) = showBanner(delegate: delegate)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(2)))
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.closeAd)
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(31)))
      _ = window
      return spelling == .unwrapped ? unwrapped.calls : plain.calls
    }
  }

  @Test("Every banner delegate method is called, in either spelling", arguments: Spelling.allCases)
  func banner(_ spelling: Spelling) async {
    let calls = await bannerCalls(spelling)
    #expect(calls == ["willLoad", "didLoad", "shouldBegin", "didFinish", "didFail 3"])
  }

  @Test("A banner delegate's refusal counts, in either spelling", arguments: Spelling.allCases)
  func bannerRefusal(_ spelling: Spelling) async {
    let calls = await bannerCalls(spelling, allows: false)
    #expect(calls == ["willLoad", "didLoad", "shouldBegin", "didFail 3"], "no didFinish after a refusal")
  }

  @Test("Every full-screen ad delegate method is called, in either spelling", arguments: Spelling.allCases)
  func interstitial(_ spelling: Spelling) async {
    let calls: [String] = await Simulation.run(padScript()) { sim in
      let unwrapped = UnwrappedInterstitialDelegate()
      let plain = PlainInterstitialDelegate()
      let delegate: any ADInterstitialAdDelegate = spelling == .unwrapped ? unwrapped : plain
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim, delegate: delegate)
      ad.present(from: screen)
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.closeAd)
      await sim.perform(.closeAd)
      let failing = ADInterstitialAd()
      failing.delegate = delegate
      await sim.perform(.respond(.fail(1)))
      await sim.perform(.advance(.seconds(1)))
      _ = (window, ad, failing)
      return spelling == .unwrapped ? unwrapped.calls : plain.calls
    }
    #expect(calls == ["willLoad", "didLoad", "shouldBegin", "didFinish", "didUnload", "didFail"])
  }
}

import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("Paid event handlers")
@MainActor
struct PaidEventTests {
  @Test("A full-screen ad's handler hears the simulated value once, after adDidRecordImpression")
  func fullScreen() async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let unit = GoogleTestAdUnits.interstitial
      var loaded: GADInterstitialAd?
      GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in loaded = ad }
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: unit)))
      await sim.perform(.advance(.seconds(1)))
      let ad = try #require(loaded)
      var values: [AdValue] = []
      ad.paidEventHandler = { value in values.append(value) }
      #expect(ad.paidEventHandler != nil)
      #expect(values.isEmpty)
      ad.present(fromRootViewController: root)
      #expect(values.count == 1)
      #expect(values.first?.value == NSDecimalNumber(string: "0.0001"))
      #expect(values.first?.currencyCode == "USD")
      #expect(values.first?.precision == .estimated)
      let names = sim.trace.events(.callback).filter { $0.object == ad.traceName }.map(\.name.rawValue)
      #expect(
        names == ["load completion", "adWillPresentFullScreenContent", "adDidRecordImpression", "paidEventHandler"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A banner's handler hears the value after bannerViewDidRecordImpression, and only once per impression")
  func banner() async {
    await Simulation.run(Script()) { sim in
      let screen = BannerScreen(.gad)
      var paid = 0
      screen.banner.paidEventHandler = { _ in paid += 1 }
      screen.banner.load(GADRequest())
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      await sim.perform(.advance(.seconds(1)))
      #expect(paid == 1)
      #expect(
        sim.trace.bannerCallbacks == ["bannerViewDidReceiveAd", "bannerViewDidRecordImpression", "paidEventHandler"])
      withExtendedLifetime(screen) {}
    }
  }

  @Test("The v8 kGADAdSize names are the same sizes as the later names")
  func v8SizeNames() {
    #expect(kGADAdSizeBanner.size == GADAdSizeBanner.size)
    #expect(kGADAdSizeBanner.size == CGSize(width: 320, height: 50))
    #expect(kGADAdSizeMediumRectangle.size == CGSize(width: 300, height: 250))
    #expect(kGADAdSizeLeaderboard.size == AdSizeLeaderboard.size)
    #expect(IsGADAdSizeValid(kGADAdSizeLargeBanner))
    #expect(!IsGADAdSizeValid(kGADAdSizeInvalid))
    #expect(GADAdSizeIsFluid(kGADAdSizeFluid))
  }
}

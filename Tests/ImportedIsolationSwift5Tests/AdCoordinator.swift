import FakeGoogleMobileAds

/// A coordinator that adopts the full-screen delegate protocol, made as a default argument
/// of a function that belongs to no actor.
final class AdCoordinator: NSObject, GADFullScreenContentDelegate {
  private(set) var events: [String] = []

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("will present") }
  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("did dismiss") }
}

/// Loads an ad and hands it the coordinator; the caller may pass its own.
func loadInterstitial(
  unit: String, coordinator: GADFullScreenContentDelegate = AdCoordinator(),
  loaded: @escaping (GADInterstitialAd, GADFullScreenContentDelegate) -> Void
) {
  GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in
    guard let ad else { return }
    ad.fullScreenContentDelegate = coordinator
    loaded(ad, coordinator)
  }
}

@preconcurrency import FakeGoogleMobileAds

/// A coordinator that adopts the full-screen delegate protocol, made as a default argument.
///
/// The protocol belongs to the main actor, as the SDK's has since v12, so the coordinator
/// does too and the function that makes it is on the main actor.
final class AdCoordinator: NSObject, GADFullScreenContentDelegate {
  private(set) var events: [String] = []

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("will present") }
  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { events.append("did dismiss") }
}

/// Loads an ad and hands it the coordinator; the caller may pass its own.
@MainActor
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

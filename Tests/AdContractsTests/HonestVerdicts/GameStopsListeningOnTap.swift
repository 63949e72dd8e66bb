import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A game that clears its ad's delegate as the ad's action starts, keeping the ad itself.
final class GameStopsListeningOnTap: RoundBreakGameViewController {
  override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    let allowed = super.interstitialAdActionShouldBegin(interstitialAd, willLeaveApplication: willLeave)
    if allowed && !willLeave { interstitialAd.delegate = nil }
    return allowed
  }
}

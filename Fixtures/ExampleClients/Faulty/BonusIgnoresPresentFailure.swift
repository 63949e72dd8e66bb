import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that drops a rewarded interstitial whose presentation failed but
/// loads no other.
///
/// Breaks `gma.rewarded-interstitial.reloads-after-present-failure`.
open class BonusIgnoresPresentFailure: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.reloads-after-present-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that loads no ad after a presentation fails."
  }

  /// Drops the ad, loading nothing.
  override open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    rewardedInterstitialAd = nil
    isOffering = false
  }
}

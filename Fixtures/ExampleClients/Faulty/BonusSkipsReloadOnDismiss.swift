import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that lets go of a dismissed rewarded interstitial but loads no other
/// until a round ends.
///
/// Breaks `gma.rewarded-interstitial.reloads-after-dismiss`.
open class BonusSkipsReloadOnDismiss: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.reloads-after-dismiss"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that loads no ad after one is dismissed."
  }

  /// Drops the ad, loading nothing.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    rewardedInterstitialAd = nil
    isOffering = false
  }
}

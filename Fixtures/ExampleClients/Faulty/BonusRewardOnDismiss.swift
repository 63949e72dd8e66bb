import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that grants the coins when the rewarded interstitial is dismissed
/// instead of in the earn handler.
///
/// Breaks `gma.rewarded-interstitial.no-reward-without-earning`.
open class BonusRewardOnDismiss: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.no-reward-without-earning"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that grants its coins when the ad is dismissed, watched or not."
  }

  /// Shows the ad with an earn handler that does nothing.
  override open func show(_ ad: RewardedInterstitialAd) {
    ad.present(from: self) {}
  }

  /// Grants the ad's reward as it goes away.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    if let rewarded = ad as? RewardedInterstitialAd { earnCoins(rewarded.adReward.amount.intValue) }
    afterAd()
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that grants the coins when the rewarded interstitial fails to
/// present.
///
/// Breaks `gma.rewarded-interstitial.no-reward-on-failed-present`.
open class BonusRewardFailedPresent: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.no-reward-on-failed-present"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that grants coins when the ad fails to present."
  }

  /// Grants the coins and moves on.
  override open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    if let rewarded = ad as? RewardedInterstitialAd { earnCoins(rewarded.adReward.amount.intValue) }
    afterAd()
  }
}

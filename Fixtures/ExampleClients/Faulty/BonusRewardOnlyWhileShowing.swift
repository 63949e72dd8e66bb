import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game whose earn handler grants coins only while the ad is still up.
///
/// Breaks `gma.rewarded-interstitial.rewards-whatever-the-order`: when the earn handler
/// runs after the dismissal, the game has moved on and the user gets nothing.
open class BonusRewardOnlyWhileShowing: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.rewards-whatever-the-order"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that drops a reward that arrives after the ad was dismissed."
  }

  /// Grants the coins only if the offer is still on.
  override open func show(_ ad: RewardedInterstitialAd) {
    ad.present(from: self) { [weak self] in
      guard let self, isOffering else { return }
      earnCoins(ad.adReward.amount.intValue)
    }
  }
}

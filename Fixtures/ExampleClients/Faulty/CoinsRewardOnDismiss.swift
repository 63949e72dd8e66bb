import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that grants the coins when the rewarded ad is dismissed instead of in the
/// earn handler.
///
/// Breaks `gma.rewarded.no-reward-without-earning`: a user who closes the video early is
/// paid all the same.
open class CoinsRewardOnDismiss: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.no-reward-without-earning"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that grants its coins when the rewarded ad is dismissed, watched or not."
  }

  /// Shows the ad with an earn handler that does nothing.
  override open func show(_ ad: RewardedAd) {
    isShowingAd = true
    ad.present(from: self) {}
  }

  /// Grants the ad's reward as it goes away.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    if let rewarded = ad as? RewardedAd { earnCoins(rewarded.adReward.amount.intValue) }
    afterAd()
  }
}

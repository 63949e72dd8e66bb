import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that makes up for a rewarded ad that failed to present by granting the
/// coins anyway.
///
/// Breaks `gma.rewarded.no-reward-on-failed-present`.
open class CoinsRewardFailedPresent: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.no-reward-on-failed-present"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that grants coins when the rewarded ad fails to present."
  }

  /// Grants the coins and carries on.
  override open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    if let rewarded = ad as? RewardedAd { earnCoins(rewarded.adReward.amount.intValue) }
    afterAd()
  }
}

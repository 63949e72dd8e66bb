import FakeGoogleMobileAds
import FakeUIKit

/// A coin game whose earn handler grants coins only while the ad is still on screen.
///
/// Breaks `gma.rewarded.rewards-whatever-the-order`: when the SDK runs the earn handler
/// after the dismissal, the game has already cleared its showing flag and the user who
/// watched to the end gets nothing.
open class CoinsRewardOnlyWhileShowing: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.rewards-whatever-the-order"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that drops a reward that arrives after the ad was dismissed."
  }

  /// Grants the coins only if the ad is still up.
  override open func show(_ ad: RewardedAd) {
    isShowingAd = true
    ad.present(from: self) { [weak self] in
      guard let self, isShowingAd else { return }
      earnCoins(ad.adReward.amount.intValue)
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that lets go of a dismissed rewarded ad but loads no other until the user
/// next asks.
///
/// Breaks `gma.rewarded.reloads-after-dismiss`.
open class CoinsSkipsReloadOnDismiss: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.reloads-after-dismiss"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that loads no rewarded ad after one is dismissed."
  }

  /// Drops the ad, loading nothing.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    rewardedAd = nil
    isShowingAd = false
  }
}

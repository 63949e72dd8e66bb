import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that drops a rewarded ad whose presentation failed but loads no other.
///
/// Breaks `gma.rewarded.reloads-after-present-failure`.
open class CoinsIgnoresPresentFailure: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.reloads-after-present-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that loads no rewarded ad after a presentation fails."
  }

  /// Drops the ad, loading nothing.
  override open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    rewardedAd = nil
    isShowingAd = false
  }
}

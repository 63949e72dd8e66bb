import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that shows each rewarded ad the moment it loads, without the user asking.
///
/// Breaks `gma.rewarded.shown-only-on-request`: rewarded ads are opt-in.
open class CoinsShowsAdOnLoad: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.shown-only-on-request"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that shows each rewarded ad as soon as it loads, unasked."
  }

  /// Keeps the ad and presents it at once.
  override open func keep(_ ad: RewardedAd) {
    super.keep(ad)
    if !isShowingAd { show(ad) }
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that gives its rewarded ad a content delegate only after presenting it.
///
/// Breaks `gma.rewarded.delegate-set-before-present`. A presentation that fails fails
/// inside the present call, before the delegate is set, so the game never hears of it and
/// never loads the next ad: `gma.rewarded.reloads-after-present-failure` breaks too.
open class CoinsSetsDelegateLate: CoinGameViewController {
  /// The rules this client breaks.
  nonisolated override open class var violates: [String] {
    ["gma.rewarded.delegate-set-before-present", "gma.rewarded.reloads-after-present-failure"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that presents its rewarded ad before setting its content delegate."
  }

  /// Keeps the ad without becoming its delegate.
  override open func keep(_ ad: RewardedAd) {
    rewardedAd = ad
    loadTime = now()
  }

  /// Presents, then sets the delegate: a line too late.
  override open func show(_ ad: RewardedAd) {
    super.show(ad)
    ad.fullScreenContentDelegate = self
  }
}

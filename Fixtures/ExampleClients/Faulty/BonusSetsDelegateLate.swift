import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that gives its rewarded interstitial a content delegate only after
/// presenting it.
///
/// Breaks `gma.rewarded-interstitial.delegate-set-before-present`. A presentation that
/// fails fails inside the present call, before the delegate is set, so the game never
/// hears of it and never loads the next ad: `gma.rewarded-interstitial.reloads-after-present-failure`
/// breaks too.
open class BonusSetsDelegateLate: BonusRoundViewController {
  /// The rules this client breaks.
  nonisolated override open class var violates: [String] {
    [
      "gma.rewarded-interstitial.delegate-set-before-present",
      "gma.rewarded-interstitial.reloads-after-present-failure",
    ]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that presents its ad before setting its content delegate."
  }

  /// Keeps the ad without becoming its delegate.
  override open func keep(_ ad: RewardedInterstitialAd) {
    rewardedInterstitialAd = ad
    loadTime = now()
  }

  /// Presents, then sets the delegate: a line too late.
  override open func show(_ ad: RewardedInterstitialAd) {
    super.show(ad)
    ad.fullScreenContentDelegate = self
  }
}

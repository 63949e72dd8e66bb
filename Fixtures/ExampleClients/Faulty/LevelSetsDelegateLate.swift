import FakeGoogleMobileAds
import FakeUIKit

/// A level game that gives its interstitial a content delegate only after presenting it.
///
/// Breaks `gma.interstitial.delegate-set-before-present`. A presentation that fails fails
/// inside the present call, before the delegate is set, so the game never hears of it and
/// never loads the next ad: `gma.interstitial.reloads-after-present-failure` breaks too,
/// from the same line.
open class LevelSetsDelegateLate: LevelGameViewController {
  /// The rules this client breaks: the late delegate, and the reload it therefore misses.
  nonisolated override open class var violates: [String] {
    ["gma.interstitial.delegate-set-before-present", "gma.interstitial.reloads-after-present-failure"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that presents its interstitial before setting its content delegate."
  }

  /// Keeps the ad without becoming its delegate.
  override open func keep(_ ad: InterstitialAd) {
    interstitial = ad
    loadTime = now()
  }

  /// Presents, then sets the delegate: a line too late.
  override open func show(_ ad: InterstitialAd) {
    super.show(ad)
    ad.fullScreenContentDelegate = self
  }
}

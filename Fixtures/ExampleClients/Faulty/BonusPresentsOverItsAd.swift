import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that loads the next rewarded interstitial as soon as one is shown
/// and offers it at the next round's end without checking that an ad is still up.
///
/// Breaks `gma.rewarded-interstitial.single-presentation`: the SDK refuses the second
/// presentation with code 17.
open class BonusPresentsOverItsAd: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.single-presentation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that offers its preloaded ad over the one already showing."
  }

  /// The ad on screen, kept until it is dismissed.
  private var showing: RewardedInterstitialAd?

  /// Offers whenever a round ends, whether or not an ad is already up.
  override open func gameOver() {
    dropStaleAd()
    if rewardedInterstitialAd != nil {
      offerAd()
    } else {
      nextRound()
    }
  }

  /// Presents the ad and at once asks for the next.
  override open func show(_ ad: RewardedInterstitialAd) {
    showing = ad
    rewardedInterstitialAd = nil
    super.show(ad)
    Task { await loadAd() }
  }

  /// Lets go of the dismissed ad; the next is already on its way.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    showing = nil
    isOffering = false
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that, at a round's end with no new ad, offers the last one again.
///
/// Breaks `gma.rewarded-interstitial.never-reuses-ad`: a dismissed ad presented again
/// fails with code 18.
open class BonusReplaysLastAd: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.never-reuses-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that offers its last rewarded interstitial again when no new one has loaded."
  }

  /// The last ad shown.
  private var lastShown: RewardedInterstitialAd?

  /// Remembers each ad it shows.
  override open func show(_ ad: RewardedInterstitialAd) {
    lastShown = ad
    super.show(ad)
  }

  /// With no new ad, puts the last one back and offers it.
  override open func gameOver() {
    dropStaleAd()
    if !isOffering, rewardedInterstitialAd == nil, let lastShown {
      rewardedInterstitialAd = lastShown
    }
    super.gameOver()
  }
}

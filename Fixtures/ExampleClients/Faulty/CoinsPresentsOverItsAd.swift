import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that loads the next rewarded ad as soon as one is shown and forgets to
/// check whether an ad is still up when the user asks again.
///
/// The game also offers coins from a notification's action, which reaches it while an ad
/// covers its screen (its subject declares `askReachesAppUnderAd`).
///
/// Breaks `gma.rewarded.single-presentation`: asking while an ad covers the game presents
/// the preloaded one over it, which the SDK refuses with code 17.
open class CoinsPresentsOverItsAd: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.single-presentation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that presents its preloaded rewarded ad over the one already showing."
  }

  /// The ad on screen, kept until it is dismissed.
  private var showing: RewardedAd?

  /// Presents whenever asked, whether or not an ad is already up.
  override open func watchVideo() {
    dropStaleAd()
    if let ad = rewardedAd {
      show(ad)
    } else {
      Task { await loadRewardedAd() }
    }
  }

  /// Presents the ad and at once asks for the next.
  override open func show(_ ad: RewardedAd) {
    showing = ad
    rewardedAd = nil
    isShowingAd = true
    ad.present(from: self) { [weak self] in self?.earnCoins(ad.adReward.amount.intValue) }
    Task { await loadRewardedAd() }
  }

  /// Lets go of the dismissed ad; the next is already on its way.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    showing = nil
    isShowingAd = false
  }
}

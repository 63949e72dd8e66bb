import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that, asked to show a video with no new ad, shows the last one again.
///
/// Breaks `gma.rewarded.never-reuses-ad`: a dismissed rewarded ad presented again fails
/// with code 18.
open class CoinsReplaysLastAd: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.never-reuses-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that shows its last rewarded ad again when no new one has loaded."
  }

  /// The last ad shown.
  private var lastShown: RewardedAd?

  /// Remembers each ad it shows.
  override open func show(_ ad: RewardedAd) {
    lastShown = ad
    super.show(ad)
  }

  /// With no new ad, replays the last one.
  override open func watchVideo() {
    dropStaleAd()
    if !isShowingAd, rewardedAd == nil, let lastShown {
      show(lastShown)
    } else {
      super.watchVideo()
    }
  }
}

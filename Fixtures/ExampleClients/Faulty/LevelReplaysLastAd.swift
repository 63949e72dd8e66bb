import FakeGoogleMobileAds
import FakeUIKit

/// A level game that, at a break with no new ad, shows the last one again.
///
/// Breaks `gma.interstitial.never-reuses-ad`: an interstitial is used once, and presenting
/// a dismissed one again fails with code 18.
open class LevelReplaysLastAd: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.never-reuses-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that shows its last interstitial again when no new one has loaded."
  }

  /// The last ad shown.
  private var lastShown: InterstitialAd?

  /// Remembers each ad it shows.
  override open func show(_ ad: InterstitialAd) {
    lastShown = ad
    super.show(ad)
  }

  /// With no new ad, replays the last one.
  override open func endLevel() {
    dropStaleAd()
    if !isShowingAd, interstitial == nil, let lastShown {
      show(lastShown)
    } else {
      super.endLevel()
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A level game that holds the player at a break until an interstitial has loaded.
///
/// Breaks `gma.interstitial.skips-when-not-ready`: with no ad, the next level never starts.
open class LevelWaitsForAd: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.skips-when-not-ready"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that waits at the break for an interstitial that has not loaded."
  }

  /// Whether the player is held at a break, waiting for an ad.
  private var waiting = false

  /// Shows the ad if there is one, else waits for it.
  override open func endLevel() {
    dropStaleAd()
    guard !isShowingAd else { return }
    if let ad = interstitial {
      show(ad)
    } else {
      waiting = true
      Task { await loadInterstitial() }
    }
  }

  /// Shows an ad that arrives while the player waits.
  override open func keep(_ ad: InterstitialAd) {
    super.keep(ad)
    if waiting {
      waiting = false
      show(ad)
    }
  }
}

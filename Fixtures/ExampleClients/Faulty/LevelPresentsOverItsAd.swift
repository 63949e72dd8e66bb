import FakeGoogleMobileAds
import FakeUIKit

/// A level game that loads the next interstitial as soon as one is shown and forgets to
/// check whether an ad is still up at the next break.
///
/// Breaks `gma.interstitial.single-presentation`: a break that comes while an ad covers
/// the game presents the preloaded one over it, which the SDK refuses with code 17.
open class LevelPresentsOverItsAd: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.single-presentation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that presents its preloaded interstitial over the one already showing."
  }

  /// The ad on screen, kept until it is dismissed.
  private var showing: InterstitialAd?

  /// Presents at every break, whether or not an ad is already up.
  override open func endLevel() {
    dropStaleAd()
    if let ad = interstitial {
      show(ad)
    } else {
      nextLevel()
    }
  }

  /// Presents the ad and at once asks for the next.
  override open func show(_ ad: InterstitialAd) {
    showing = ad
    interstitial = nil
    ad.present(from: self)
    Task { await loadInterstitial() }
  }

  /// Lets go of the dismissed ad; the next is already on its way.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    showing = nil
    nextLevel()
  }
}

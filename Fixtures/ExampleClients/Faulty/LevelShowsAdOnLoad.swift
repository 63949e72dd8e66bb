import FakeGoogleMobileAds
import FakeUIKit

/// A level game that shows each interstitial the moment it loads.
///
/// Breaks `gma.interstitial.not-shown-on-load`: the ad lands mid-level, not at a break.
open class LevelShowsAdOnLoad: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.not-shown-on-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that presents its interstitial from the load, in the middle of a level."
  }

  /// Keeps the ad and presents it at once.
  override open func keep(_ ad: InterstitialAd) {
    super.keep(ad)
    if !isShowingAd { show(ad) }
  }
}

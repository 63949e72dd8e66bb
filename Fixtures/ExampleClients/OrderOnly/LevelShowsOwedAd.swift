import FakeGoogleMobileAds
import FakeUIKit

/// A level game that, when a level ends before its interstitial has loaded, shows that ad
/// the moment it arrives.
///
/// At a break with no ad it moves on to the next level, as it should, but it notes that
/// the break went without its ad and presents the next ad from the load completion, in
/// the middle of the level the user has just begun. Every rule's scenario either loads the
/// ad before its break or never answers the load a break found missing, so every check
/// passes it; exploration finds it breaking `gma.interstitial.not-shown-on-load` from a
/// break that comes while the first load is on its way, then that load's answer.
open class LevelShowsOwedAd: LevelGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.interstitial.not-shown-on-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that shows the ad a break went without as soon as it loads, mid-level."
  }

  /// Whether a break passed without an ad since the last one was shown.
  public private(set) var owesAd = false

  /// Notes a break that finds no ad, then ends the level as before.
  override open func endLevel() {
    if !isShowingAd, interstitial == nil { owesAd = true }
    super.endLevel()
  }

  /// Keeps the ad, and shows it at once when a break went without one.
  override open func keep(_ ad: InterstitialAd) {
    super.keep(ad)
    guard owesAd, !isShowingAd else { return }
    owesAd = false
    show(ad)
  }
}

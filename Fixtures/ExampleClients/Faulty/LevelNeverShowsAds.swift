import FakeGoogleMobileAds
import FakeUIKit

/// A level game that loads interstitials but never shows one at its breaks.
///
/// Breaks `gma.interstitial.shown-at-break`. With no ad ever on screen, the rules about
/// presenting and dismissing cannot judge it.
open class LevelNeverShowsAds: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.shown-at-break"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that loads interstitials and never shows them."
  }
  /// The rules that need an ad shown.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
      "gma.interstitial.delegate-set-before-present", "gma.interstitial.reloads-after-dismiss",
      "gma.interstitial.reloads-after-present-failure",
    ]
  }

  /// Goes straight on to the next level.
  override open func endLevel() {
    dropStaleAd()
    nextLevel()
  }
}

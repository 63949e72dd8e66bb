import FakeGoogleMobileAds
import FakeUIKit

/// A level game that loads its production interstitial unit in a test build.
///
/// Breaks `gma.interstitial.test-ids-under-test`. The scenarios answer only the demo unit,
/// so its loads never come back and the rules that need an ad cannot judge it.
open class LevelUsesLiveAdUnit: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that asks for its live interstitial unit under test."
  }
  /// The rules that need an answered load; with the live unit none comes.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
      "gma.interstitial.delegate-set-before-present", "gma.interstitial.reloads-after-dismiss",
      "gma.interstitial.reloads-after-present-failure", "gma.interstitial.recovers-after-load-failure",
      "gma.interstitial.no-retry-storm", "gma.interstitial.not-shown-on-load", "gma.interstitial.shown-at-break",
    ]
  }

  /// A production unit id, well formed but not a demo one.
  override open class var adUnitID: String { "ca-app-pub-7391048265730184/2261937405" }
}

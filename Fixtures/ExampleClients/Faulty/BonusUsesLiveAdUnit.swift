import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that loads its production rewarded interstitial unit in a test
/// build.
///
/// Breaks `gma.rewarded-interstitial.test-ids-under-test`. The scenarios answer only the
/// demo unit, so its loads never come back and the rules that need an ad cannot judge it.
open class BonusUsesLiveAdUnit: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that asks for its live rewarded interstitial unit under test."
  }
  /// The rules that need an answered load; with the live unit none comes.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.rewarded-interstitial.single-presentation", "gma.rewarded-interstitial.never-reuses-ad",
      "gma.rewarded-interstitial.delegate-set-before-present", "gma.rewarded-interstitial.no-reward-without-earning",
      "gma.rewarded-interstitial.rewards-whatever-the-order", "gma.rewarded-interstitial.no-reward-on-failed-present",
      "gma.rewarded-interstitial.intro-before-ad", "gma.rewarded-interstitial.skipped-when-declined",
      "gma.rewarded-interstitial.reloads-after-dismiss", "gma.rewarded-interstitial.reloads-after-present-failure",
      "gma.rewarded-interstitial.recovers-after-load-failure", "gma.rewarded-interstitial.no-retry-storm",
    ]
  }

  /// A production unit id, well formed but not a demo one.
  override open class var adUnitID: String { "ca-app-pub-7391048265730184/5038264917" }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that loads its production rewarded unit in a test build.
///
/// Breaks `gma.rewarded.test-ids-under-test`. The scenarios answer only the demo unit, so
/// its loads never come back and the rules that need an ad cannot judge it.
open class CoinsUsesLiveAdUnit: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that asks for its live rewarded unit under test."
  }
  /// The rules that need an answered load; with the live unit none comes.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.rewarded.single-presentation", "gma.rewarded.never-reuses-ad", "gma.rewarded.delegate-set-before-present",
      "gma.rewarded.no-reward-without-earning", "gma.rewarded.rewards-whatever-the-order",
      "gma.rewarded.no-reward-on-failed-present", "gma.rewarded.shown-only-on-request",
      "gma.rewarded.reloads-after-dismiss", "gma.rewarded.reloads-after-present-failure",
      "gma.rewarded.recovers-after-load-failure", "gma.rewarded.no-retry-storm",
    ]
  }

  /// A production unit id, well formed but not a demo one.
  override open class var adUnitID: String { "ca-app-pub-7391048265730184/8412093756" }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that loads its production banner unit in a test build.
///
/// Breaks `gma.banner.test-ids-under-test`; the scenarios answer any unit, so every other
/// rule still judges it.
open class AdaptiveBannerUsesLiveAdUnit: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.test-ids-under-test"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that loads its live banner unit under test."
  }

  /// A production unit id, well formed but not a demo one.
  override open class var adUnitID: String { "ca-app-pub-7391048265730184/6619204837" }
}

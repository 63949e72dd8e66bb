import FakeUIKit
import FakeiAd

/// A magazine that leaves the ad's page in place, empty, after the ad unloads.
///
/// Breaks `iad.interstitial.page-removed-after-unload`: interstitialAdDidUnload forgets the
/// page but never takes it out of the strip, so the reader turns past a blank page. It
/// releases the ad and makes the next one as the base class does.
open class MagazineLeavesEmptyPage: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.page-removed-after-unload"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that leaves an empty page behind where an ad unloaded."
  }

  /// Releases the ad and makes the next one, leaving its page among the articles.
  open override func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    adPage = nil
    releaseAd()
    makeAd()
  }
}

import FakeUIKit
import FakeiAd

/// A game that keeps every ad object after it unloads, to count them on a statistics screen.
///
/// Breaks `iad.interstitial.released-after-unload`: in interstitialAdDidUnload it adds the spent
/// ad to a list, so the object is never deallocated. Otherwise it drops the ad from its
/// `ad` property and makes the next one as the base class does.
open class GameKeepsSpentAds: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.released-after-unload"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that keeps every unloaded ad object in a list instead of releasing it."
  }

  /// Every ad that has unloaded, oldest first.
  public private(set) var spentAds: [ADInterstitialAd] = []

  /// Keeps the spent ad, then carries on as the base class does.
  open override func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    spentAds.append(interstitialAd)
    super.interstitialAdDidUnload(interstitialAd)
  }
}

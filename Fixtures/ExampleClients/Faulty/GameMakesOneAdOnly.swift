import FakeUIKit
import FakeiAd

/// A game that makes one ad object when it opens and never another.
///
/// Breaks `iad.interstitial.next-ad-after-unload`: once the first ad unloads it releases it
/// properly but makes no new ADInterstitialAd, so every later break goes without an ad.
open class GameMakesOneAdOnly: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.next-ad-after-unload"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that makes a single ad object when it opens and none after it unloads."
  }

  private var hasMadeAd = false

  /// Makes the first ad object only.
  override func makeAd() {
    guard !hasMadeAd else { return }
    super.makeAd()
    hasMadeAd = ad != nil
  }
}

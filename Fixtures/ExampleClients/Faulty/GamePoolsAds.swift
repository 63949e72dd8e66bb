import FakeUIKit
import FakeiAd

/// A game that keeps a second ad object loading as a spare, so a break never lacks an ad.
///
/// Breaks `iad.interstitial.one-at-a-time`: it makes two ADInterstitialAd objects at once and,
/// whenever one is used up, promotes the spare and makes another. Both load at the same
/// time, so the spare's content ages while the first is shown.
open class GamePoolsAds: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.one-at-a-time"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that keeps a spare ad loading next to the one it will show."
  }

  /// The ad loading in reserve for the break after next.
  public private(set) var spareAd: ADInterstitialAd?

  /// Takes the spare as the next ad when there is one, and tops the pool up to two.
  override func makeAd() {
    if ad == nil, let spareAd {
      ad = spareAd
      self.spareAd = nil
    }
    super.makeAd()
    guard UIDevice.current.userInterfaceIdiom == .pad, spareAd == nil else { return }
    let spare = ADInterstitialAd()
    spare.delegate = self
    spareAd = spare
  }

  /// Replaces a spare that unloaded; otherwise behaves like the base class.
  open override func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    guard interstitialAd === spareAd else { return super.interstitialAdDidUnload(interstitialAd) }
    dropSpare()
    makeAd()
  }

  /// Drops a spare that failed; otherwise behaves like the base class.
  open override func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    guard interstitialAd === spareAd else {
      return super.interstitialAd(interstitialAd, didFailWithError: error)
    }
    log.append("spare ad failed: \(error)")
    dropSpare()
  }

  private func dropSpare() {
    spareAd?.delegate = nil
    spareAd = nil
  }
}

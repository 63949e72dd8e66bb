import FakeUIKit
import FakeiAd

/// A game that makes full-screen ads on a phone as well as on an iPad.
///
/// Breaks `iad.interstitial.pad-only`: it creates its ADInterstitialAd without checking the
/// device's idiom; on a phone of the guide's time that throws. On an iPad it behaves like
/// the base class.
open class GameOnEveryDevice: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.pad-only"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that makes full-screen ads on every device, phones included."
  }

  /// Makes a new ad object, whatever the device.
  override func makeAd() {
    guard ad == nil else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }
}

import FakeUIKit
import FakeiAd

/// A game that tells the player when an ad fails to load.
///
/// Breaks `iad.interstitial.released-after-failure`: in interstitialAd(_:didFailWithError:) it
/// presents an alert with the error, which means nothing to the player. It does release
/// the failed ad.
open class GameShowsAdErrors: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.released-after-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that shows the player an alert with the error when an ad fails."
  }

  /// Releases the ad as the base class does, then shows the error in an alert.
  open override func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    super.interstitialAd(interstitialAd, didFailWithError: error)
    let alert = UIAlertController(title: "Ad error", message: "\(error)", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

import FakeUIKit
import FakeiAd

/// A game that presents each ad the moment it loads, in the middle of a round.
///
/// Breaks `iad.interstitial.no-modal-on-load`: interstitialAdDidLoad stops the game and calls
/// present(from:) at once, interrupting the player wherever they are. A round that ends
/// while the ad is up waits for the ad to go, as the base class does after showing one.
open class GameShowsAdOnLoad: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.no-modal-on-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that presents each full-screen ad as soon as it loads, mid-round."
  }

  /// Stops the game and presents the ad at once.
  open override func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    isPlaying = false
    isShowingAd = true
    interstitialAd.present(from: self)
  }

  /// Ends the round; while an ad is up the next round waits for it to unload.
  open override func finishRound() {
    guard !isShowingAd else {
      isPlaying = false
      return
    }
    super.finishRound()
  }
}

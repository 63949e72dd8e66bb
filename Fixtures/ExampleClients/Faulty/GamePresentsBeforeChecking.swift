import FakeUIKit
import FakeiAd

/// A game that presents its ad at the end of a round before checking that it has loaded.
///
/// Breaks `iad.interstitial.presents-only-loaded`: it calls present(from:) on whatever ad it
/// holds and only then reads isLoaded, going on to the next round when the ad was not
/// ready. On a device, presenting an ad that has not loaded throws.
open class GamePresentsBeforeChecking: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.presents-only-loaded"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that presents its ad between rounds first and checks whether it had loaded after."
  }

  /// Presents the ad, then starts the next round if the ad turned out not to be loaded.
  open override func finishRound() {
    isPlaying = false
    guard let ad else { return startNextRound() }
    ad.present(from: self)
    if ad.isLoaded {
      isShowingAd = true
    } else {
      startNextRound()
    }
  }
}

import FakeUIKit
import FakeiAd

/// A game that will not start the next round until it can show an ad.
///
/// Breaks `iad.interstitial.skips-when-not-loaded`: at the end of a round with no loaded ad it
/// stops the game and waits, so the player is stuck for as long as no ad loads.
open class GameWaitsForAd: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.skips-when-not-loaded"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that holds the player at the end of a round until an ad has loaded."
  }

  /// Shows the ad if one is loaded; otherwise stops and waits instead of going on.
  open override func finishRound() {
    guard let ad, ad.isLoaded else {
      isPlaying = false
      return
    }
    super.finishRound()
  }
}

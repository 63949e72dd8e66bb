import FakeUIKit
import FakeiAd

/// A game that throws its ad away as soon as the player taps it, to make the next one early.
///
/// Breaks `iad.interstitial.kept-during-action`: when interstitialAdActionShouldBegin allows an
/// action, it clears the ad's delegate, drops the ad and makes a new one, while the
/// action it just allowed still covers the game.
open class GameReplacesAdOnTap: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.kept-during-action"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that drops its ad and makes the next one the moment the player taps the ad."
  }

  /// Allows the action, then replaces the ad at once.
  open override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    let allowed = super.interstitialAdActionShouldBegin(interstitialAd, willLeaveApplication: willLeave)
    if allowed && !willLeave {
      releaseAd()
      makeAd()
    }
    return allowed
  }
}

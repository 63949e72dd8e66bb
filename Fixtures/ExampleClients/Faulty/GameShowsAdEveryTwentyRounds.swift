import FakeUIKit
import FakeiAd

/// A game that shows an ad only at the end of every twentieth round, however long that takes.
///
/// Breaks `iad.interstitial.presented-before-expiry`: an ad that loads early waits for round 20
/// while round after round ends with it loaded, and its content expires unseen. In its
/// first nineteen rounds it shows no ad at all, so the ad-action rules find none to tap.
open class GameShowsAdEveryTwentyRounds: RoundBreakGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.presented-before-expiry"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A game that holds a loaded ad back until every twentieth round, so it expires unseen."
  }

  /// Goes straight on unless the round is a multiple of twenty.
  open override func finishRound() {
    guard round.isMultiple(of: 20) else { return startNextRound() }
    super.finishRound()
  }
}

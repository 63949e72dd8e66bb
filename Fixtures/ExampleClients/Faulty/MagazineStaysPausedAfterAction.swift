import FakeUIKit
import FakeiAd

/// A magazine that leaves its page animations paused after the user closes an ad's action.
///
/// Breaks `iad.interstitial.resumes-after-action`: interstitialAdActionDidFinish does nothing,
/// so what the action paused stays paused. After a cancel for an incoming call it still
/// restores the animations.
open class MagazineStaysPausedAfterAction: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.resumes-after-action"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that pauses for an ad's action and forgets to resume when it finishes."
  }

  /// Does nothing.
  open override func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {}
}

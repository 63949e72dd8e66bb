import FakeUIKit
import FakeiAd

/// A magazine that pauses its page animations for every ad action, even one that leaves the app.
///
/// Breaks `iad.interstitial.resumes-after-leaving`: it pauses when willLeave is true too and
/// restores only in interstitialAdActionDidFinish, which never comes after an action that
/// sent the app to the background; back in the foreground the magazine stays paused.
open class MagazinePausesOnEveryTap: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.resumes-after-leaving"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that pauses for every ad action, even one that leaves the app, and stays paused on return."
  }

  /// Allows the action and pauses, whatever willLeave says.
  open override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    wasAnimatingBeforeAction = isAnimating
    isAnimating = false
    return true
  }
}

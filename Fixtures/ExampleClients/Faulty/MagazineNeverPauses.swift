import FakeUIKit
import FakeiAd

/// A magazine that lets an ad's action cover it without pausing its page animations.
///
/// Breaks `iad.interstitial.pauses-when-covered`: interstitialAdActionShouldBegin returns true
/// for a covering action while the animations keep running behind it.
open class MagazineNeverPauses: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.pauses-when-covered"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that allows every ad action but never pauses its page animations for one."
  }

  /// Allows the action without pausing anything.
  open override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    true
  }
}

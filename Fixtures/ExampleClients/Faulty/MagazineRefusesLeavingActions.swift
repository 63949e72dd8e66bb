import FakeUIKit
import FakeiAd

/// A magazine that refuses every ad action that would leave the app.
///
/// Breaks `iad.interstitial.allows-actions`: interstitialAdActionShouldBegin returns false
/// whenever willLeave is true, costing the app those ads. It does not pause for the
/// refused action.
open class MagazineRefusesLeavingActions: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.allows-actions"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that refuses every ad action that would take the reader out of the app."
  }

  /// Refuses actions that leave the app; otherwise behaves like the base class.
  open override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if willLeave { return false }
    return super.interstitialAdActionShouldBegin(interstitialAd, willLeaveApplication: willLeave)
  }
}

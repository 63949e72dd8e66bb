import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game whose introduction has a No, thanks button that does nothing.
///
/// Breaks `gma.rewarded-interstitial.skipped-when-declined`: the ad shows anyway.
open class BonusIgnoresDecline: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.skipped-when-declined"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game whose No, thanks button does not stop the ad."
  }

  /// Shows the ad when the countdown ends, whatever the user chose.
  override open func introEnded(_ alert: UIAlertController) {
    adCanceled = false
    super.introEnded(alert)
  }
}

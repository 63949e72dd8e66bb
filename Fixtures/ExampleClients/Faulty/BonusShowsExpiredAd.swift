import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that notes when its rewarded interstitial loaded but never checks the age before showing it.
///
/// Breaks `gma.rewarded-interstitial.never-presents-expired`: an ad held for more than an hour is shown
/// all the same.
open class BonusShowsExpiredAd: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.never-presents-expired"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that shows a rewarded interstitial however long ago it loaded."
  }

  /// Keeps every ad, however old.
  override open func dropStaleAd() {}
}

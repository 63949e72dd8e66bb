import FakeGoogleMobileAds
import FakeUIKit

/// A level game that notes when its interstitial loaded but never checks the age before showing it.
///
/// Breaks `gma.interstitial.never-presents-expired`: an ad held for more than an hour is shown
/// all the same.
open class LevelShowsExpiredAd: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.never-presents-expired"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that shows a interstitial however long ago it loaded."
  }

  /// Keeps every ad, however old.
  override open func dropStaleAd() {}
}

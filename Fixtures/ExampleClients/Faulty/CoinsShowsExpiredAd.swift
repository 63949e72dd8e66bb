import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that notes when its rewarded ad loaded but never checks the age before showing it.
///
/// Breaks `gma.rewarded.never-presents-expired`: an ad held for more than an hour is shown
/// all the same.
open class CoinsShowsExpiredAd: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.never-presents-expired"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that shows a rewarded ad however long ago it loaded."
  }

  /// Keeps every ad, however old.
  override open func dropStaleAd() {}
}

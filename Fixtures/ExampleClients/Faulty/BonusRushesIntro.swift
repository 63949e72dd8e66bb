import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game whose introduction lasts one second before the ad starts.
///
/// Breaks `gma.rewarded-interstitial.intro-before-ad`: too short to read the offer and
/// decline it.
open class BonusRushesIntro: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.intro-before-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game whose introduction gives way to the ad after a second."
  }

  /// One second to read and decline.
  override open class var introLength: TimeInterval { 1 }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that asks again the moment a rewarded interstitial load fails.
///
/// Breaks `gma.rewarded-interstitial.no-retry-storm`.
open class BonusRetriesAtOnce: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.no-retry-storm"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that retries a failed load at once, again and again."
  }

  /// Loads, and on a failure loads again straight away.
  override open func loadAd() async {
    guard rewardedInterstitialAd == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await RewardedInterstitialAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      isLoading = false
      await loadAd()
    }
  }
}

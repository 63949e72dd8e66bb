import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game whose loading flag stays set after a failed load.
///
/// Breaks `gma.rewarded-interstitial.recovers-after-load-failure`.
open class BonusStuckAfterLoadFailure: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.recovers-after-load-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that never loads an ad again after one load fails."
  }

  /// Loads, clearing the flag on success only.
  override open func loadAd() async {
    guard rewardedInterstitialAd == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await RewardedInterstitialAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      print("Rewarded interstitial failed to load: \(error.localizedDescription)")
    }
  }
}

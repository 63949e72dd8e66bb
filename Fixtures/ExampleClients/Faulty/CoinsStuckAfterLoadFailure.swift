import FakeGoogleMobileAds
import FakeUIKit

/// A coin game whose loading flag stays set after a failed load.
///
/// Breaks `gma.rewarded.recovers-after-load-failure`: it clears the flag only when an ad
/// arrives, so after one failure it never loads again.
open class CoinsStuckAfterLoadFailure: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.recovers-after-load-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that never loads a rewarded ad again after one load fails."
  }

  /// Loads, clearing the flag on success only.
  override open func loadRewardedAd() async {
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await RewardedAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      print("Rewarded ad failed to load: \(error.localizedDescription)")
    }
  }
}

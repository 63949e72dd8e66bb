import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that asks again the moment a rewarded ad load fails.
///
/// Breaks `gma.rewarded.no-retry-storm`.
open class CoinsRetriesAtOnce: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.no-retry-storm"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that retries a failed rewarded load at once, again and again."
  }

  /// Loads, and on a failure loads again straight away.
  override open func loadRewardedAd() async {
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await RewardedAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      isLoading = false
      await loadRewardedAd()
    }
  }
}

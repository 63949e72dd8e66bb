import FakeGoogleMobileAds
import FakeUIKit

/// A level game that asks again the moment an interstitial load fails.
///
/// Breaks `gma.interstitial.no-retry-storm`: with no fill, it retries in a tight loop.
open class LevelRetriesAtOnce: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.no-retry-storm"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that retries a failed interstitial load at once, again and again."
  }

  /// Loads, and on a failure loads again straight away.
  override open func loadInterstitial() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await InterstitialAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      isLoading = false
      await loadInterstitial()
    }
  }
}

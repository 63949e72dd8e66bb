import FakeGoogleMobileAds
import FakeUIKit

/// A level game whose loading flag stays set after a failed load.
///
/// Breaks `gma.interstitial.recovers-after-load-failure`: it clears the flag only when an
/// ad arrives, so after one failure it never loads again.
open class LevelStuckAfterLoadFailure: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.recovers-after-load-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that never loads an interstitial again after one load fails."
  }

  /// Loads, clearing the flag on success only.
  override open func loadInterstitial() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    do {
      keep(try await InterstitialAd.load(with: Self.adUnitID, request: Request()))
      isLoading = false
    } catch {
      print("Interstitial failed to load: \(error.localizedDescription)")
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A level game that drops an interstitial whose presentation failed but loads no other.
///
/// Breaks `gma.interstitial.reloads-after-present-failure`.
open class LevelIgnoresPresentFailure: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.reloads-after-present-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that loads no interstitial after a presentation fails."
  }

  /// Drops the ad and carries on, loading nothing.
  override open func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    interstitial = nil
    isShowingAdReset()
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A level game that lets go of a dismissed interstitial but loads no other until the
/// next level ends.
///
/// Breaks `gma.interstitial.reloads-after-dismiss`: the next break finds no ad ready.
open class LevelSkipsReloadOnDismiss: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.reloads-after-dismiss"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that loads no interstitial after one is dismissed."
  }

  /// Drops the ad and carries on, loading nothing.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    interstitial = nil
    isShowingAdReset()
  }
}

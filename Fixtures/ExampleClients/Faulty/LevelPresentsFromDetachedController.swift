import FakeGoogleMobileAds
import FakeUIKit

/// A level game that presents its interstitial at each break from a view controller it
/// made for the purpose and never put on screen.
///
/// Breaks `gma.interstitial.shown-at-break`: at every break with an ad loaded it calls
/// present, as the rule asks, as far as its code reads. But the controller it passes is in
/// no window, so the SDK refuses the presentation ("the provided view controller is not
/// being presented"); the failure handler drops the ad and loads the next, as the base
/// does, and the user never sees an ad. Only the ad's own callbacks tell a presentation
/// from a present call.
open class LevelPresentsFromDetachedController: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.shown-at-break"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that presents its interstitial from a controller it made and never showed."
  }
  /// The rules that need an ad on screen.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
      "gma.interstitial.reloads-after-dismiss",
    ]
  }

  /// The controller the game presents from: made here, never in a window.
  private lazy var adHost = UIViewController()

  /// Presents the ad from its own controller rather than the game's screen.
  override open func show(_ ad: InterstitialAd) {
    ad.present(from: adHost)
  }
}

import FakeiAd

/// The Swift 3-style level game, except that it presents the ad the moment it loads, in
/// the middle of a level (breaks `iad.interstitial.no-modal-on-load`).
open class Swift3LevelShowsAdOnLoad: Swift3LevelViewController {
  /// The rules this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.no-modal-on-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "The Swift 3-style level game, presenting each full-screen ad as soon as it loads, mid-level."
  }

  /// Presents the ad at once.
  open override func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd!) {
    isGameRunning = false
    adIsShowing = true
    interstitialAd.present(from: self)
  }
}

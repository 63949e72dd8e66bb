import AdSimulation
import FakeGoogleMobileAds

extension GoogleRewardedInterstitialRun {
  /// Answers and time; the app's moments for an ad; a tap or a close while an ad is up;
  /// the lifecycle and memory warnings.
  func explorationMenu() -> Exploration.Menu {
    googleFullScreenMenu()
  }
}

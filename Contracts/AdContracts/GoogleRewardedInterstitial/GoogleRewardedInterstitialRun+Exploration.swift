import AdSimulation
import FakeGoogleMobileAds

extension GoogleRewardedInterstitialRun {
  /// Answers and time; the app's moments for an ad; the user declining an introduction
  /// that is up (the `cancel` step); a tap or a close while an ad is up; the lifecycle and
  /// memory warnings.
  func explorationMenu() -> Exploration.Menu {
    var menu = googleFullScreenMenu()
    menu.add(.cancel, weight: isIntroShowing() ? 3 : 0)
    return menu
  }
}

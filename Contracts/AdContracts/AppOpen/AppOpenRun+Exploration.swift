import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension AppOpenRun {
  /// The launch first; then answers and time, the app's trips to the background and back
  /// (its moments for an app open ad), and a tap or a close while an ad is up.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(for: simulation, failureCodes: Exploration.Menu.googleFailureCodes)
    guard !UIApplication.shared.hasLaunched else {
      let shown = GoogleFullScreenScenario.isAdOnScreen(in: simulation)
      menu.add(.tap, weight: shown ? 3 : 0)
      menu.add(.close, weight: shown ? 5 : 0)
      menu.addLifecycle()
      menu.add(.memoryWarning, weight: 1)
      return menu
    }
    menu.add(.launch, weight: 12)
    return menu
  }
}

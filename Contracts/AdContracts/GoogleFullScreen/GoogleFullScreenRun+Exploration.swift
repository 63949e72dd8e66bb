import AdSimulation
import FakeGoogleMobileAds

extension GoogleFullScreenRun {
  /// Answers and time, the format's moment for an ad (the `transition` step), a tap or a
  /// close while an ad is up, the lifecycle and memory warnings.
  func googleFullScreenMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(for: simulation, failureCodes: Exploration.Menu.googleFailureCodes)
    let shown = GoogleFullScreenScenario.isAdOnScreen(in: simulation)
    menu.add(.transition, weight: shown ? 1 : 4)
    menu.add(.tap, weight: shown ? 3 : 0)
    menu.add(.close, weight: shown ? 5 : 0)
    menu.addLifecycle()
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}

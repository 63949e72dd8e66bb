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

extension GoogleFullScreenRun {
  /// For `play` and exploration: in one scenario in three, one of the run's first three
  /// presentations fails in a mediation adapter (code 22), drawn from the script's seed;
  /// the timeline says which.
  func drawPresentationFailure() {
    var random = SeededRandom(seed: simulation.script.seed ^ 0xFA11_0022)
    guard random.integer(in: 0...2) == 0 else { return }
    let failing = random.integer(in: 1...3)
    var scenario = GoogleFullScreenScenario.current(in: simulation)
    scenario.failingPresentations = [failing]
    GoogleFullScreenScenario.set(scenario, in: simulation)
    simulation.record(
      .observation, actor: .sdk, name: .nextPresentationFails,
      detail: "presentation \(failing) of the run will fail in a mediation adapter")
  }
}

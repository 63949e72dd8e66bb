import AdSimulation
import FakeGoogleMobileAds

extension GoogleFullScreenRun {
  /// Answers and time, the format's moment for an ad (a break, an ask), a tap or a close
  /// while an ad is up, the lifecycle and memory warnings.
  func googleFullScreenMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(for: simulation, failureCodes: Exploration.Menu.googleFailureCodes)
    let shown = GoogleFullScreenBehaviour.isAdOnScreen(in: simulation)
    menu.add(momentStep.kind, weight: shown ? 1 : 4)
    menu.add(.tap, weight: shown ? 3 : 0)
    menu.add(.close, weight: shown ? 5 : 0)
    menu.addLifecycle()
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}

extension GoogleFullScreenRun {
  /// Says in the timeline which presentations the script has fail in a mediation adapter.
  func recordPresentationFailures() {
    for number in simulation.script.failingPresentations {
      simulation.record(
        .observation, actor: .sdk, name: .nextPresentationFails,
        detail: "presentation \(number) of the run will fail in a mediation adapter")
    }
  }
}

extension Script {
  /// For exploration: in one scenario in three, one of the run's first three
  /// presentations fails in a mediation adapter (code 22), drawn from the seed.
  mutating func drawPresentationFailure() {
    var random = SeededRandom(seed: seed ^ 0xFA11_0022)
    guard random.integer(in: 0...2) == 0 else { return }
    failingPresentations = [random.integer(in: 1...3)]
  }
}

import AdSimulation
import FakeUIKit

/// The consent SDK's state in one simulation: the scenario that answers it and the form
/// on screen.
@MainActor
final class ConsentRunState {
  unowned let simulation: Simulation
  /// The answers every consent call gets; ``ConsentScenario/notRequired`` until set.
  @exclusivity(unchecked) var scenario = ConsentScenario()
  /// The consent form on screen now, if any.
  @exclusivity(unchecked) var presented: UMPConsentForm?

  init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// The simulation's consent state, made on first use: under the script's privacy
  /// choices when it has them (recorded in the trace), else the default scenario.
  static func current(in simulation: Simulation) -> ConsentRunState {
    simulation.shared(ConsentRunState.self) {
      let stage = ConsentRunState(simulation: simulation)
      if let choices = simulation.script.consent {
        stage.scenario = ConsentScenario(choices)
        simulation.record(.observation, actor: .sdk, name: .consentScenario, detail: stage.scenario.description)
      }
      return stage
    }
  }

  /// The key window's top view controller: its root, then whatever that presents.
  static func topViewController() -> UIViewController? {
    var top = UIApplication.shared.keyWindow?.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }
}

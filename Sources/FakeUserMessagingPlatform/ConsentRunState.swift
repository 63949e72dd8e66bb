import AdSimulation
import FakeUIKit

/// The consent SDK's state in one simulation: the behaviour that answers it and the form
/// on screen.
@MainActor
final class ConsentRunState {
  /// The answers every consent call gets; ``ConsentBehaviour/notRequired`` until set.
  @exclusivity(unchecked) var behaviour = ConsentBehaviour()
  /// The consent form on screen now, if any.
  @exclusivity(unchecked) var presented: UMPConsentForm?

  /// The simulation's consent state, made on first use: under the script's privacy
  /// choices when it has them (recorded in the trace), else the default behaviour.
  static func current(in simulation: Simulation) -> ConsentRunState {
    simulation.shared(ConsentRunState.self) {
      let stage = ConsentRunState()
      if let choices = simulation.script.consent {
        stage.behaviour = ConsentBehaviour(choices)
        simulation.record(.observation, actor: .sdk, name: .consentBehaviour, detail: stage.behaviour.description)
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

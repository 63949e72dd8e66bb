import AdSimulation
import FakeUIKit

/// The consent SDK's state in one simulation: the scenario that answers it and the form
/// on screen.
@MainActor
final class ConsentStage {
  unowned let simulation: Simulation
  /// The answers every consent call gets; ``ConsentScenario/notRequired`` until set.
  @exclusivity(unchecked) var scenario = ConsentScenario()
  /// The consent form on screen now, if any.
  @exclusivity(unchecked) var presented: UMPConsentForm?

  init(simulation: Simulation) {
    self.simulation = simulation
  }

  static func current(in simulation: Simulation) -> ConsentStage {
    simulation.shared(ConsentStage.self) { ConsentStage(simulation: simulation) }
  }

  /// The key window's top view controller: its root, then whatever that presents.
  static func topViewController() -> UIViewController? {
    var top = UIApplication.shared.keyWindow?.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }
}

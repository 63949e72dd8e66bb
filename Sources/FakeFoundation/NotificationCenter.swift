import AdSimulation
import Foundation

/// Foundation's notification center, with `default` resolving to the current simulation's.
///
/// Client code that imports FakeUIKit and writes `NotificationCenter.default` gets this
/// type, which shadows Foundation's. Inside a simulation, `default` is that simulation's
/// own center, where UIApplication posts its lifecycle notifications; so an observer
/// registered with `object: nil` hears only its own simulation, and one left behind by a
/// finished simulation is never woken again. Observer blocks run on the posting thread,
/// `queue: .main` included (see ``Simulation/NotificationCenter``). Outside a simulation
/// `default` is one process-wide center of the same kind.
open class NotificationCenter: Simulation.NotificationCenter, @unchecked Sendable {
  private static let outsideSimulations = Simulation.NotificationCenter()

  /// The current simulation's center, or a process-wide one outside a simulation.
  open override class var `default`: Simulation.NotificationCenter {
    Simulation.current?.notificationCenter ?? outsideSimulations
  }
}

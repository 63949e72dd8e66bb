import AdSimulation
import Foundation

/// Foundation's notification center, with `default` resolving to the current simulation's.
///
/// Client code that imports FakeUIKit and writes `NotificationCenter.default` gets this
/// type, which shadows Foundation's. Inside a simulation, `default` is that simulation's
/// own center, where UIApplication posts its lifecycle notifications; so an observer
/// registered with `object: nil` hears only its own simulation, and one left behind by a
/// finished simulation is never woken again. Outside a simulation it is Foundation's
/// default center.
open class NotificationCenter: Foundation.NotificationCenter, @unchecked Sendable {
  /// The current simulation's center, or Foundation's default outside a simulation.
  open override class var `default`: Foundation.NotificationCenter {
    Simulation.current?.notificationCenter ?? Foundation.NotificationCenter.default
  }
}

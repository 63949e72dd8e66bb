import AdSimulation
import Foundation

extension Subject {
  /// What a subject's factory may use: per-simulation storage and the virtual clock.
  @MainActor
  public struct Context {
    let simulation: Simulation

    /// The simulation's clock, for clients whose logic needs the time.
    public var clock: VirtualClock { simulation.clock }

    /// The date now, on the simulation's clock: a fixed day plus the virtual time elapsed.
    ///
    /// Give it to client logic that compares dates (an ad's four-hour lifetime) instead of
    /// `Date()`, so the harness decides how much time has passed.
    public var now: @MainActor @Sendable () -> Date {
      let clock = simulation.clock
      return { Self.startDate.addingTimeInterval(Double(clock.now.offset.wholeMilliseconds) / 1000) }
    }

    /// The date a simulation starts on: 1 January 2026, 09:00 UTC.
    public static let startDate = Date(timeIntervalSince1970: Double(VirtualClock.startSecondsSince1970))

    /// One instance of the type per simulation, made on first use.
    ///
    /// Use it for app-wide objects a client shares between screens, such as one banner
    /// shared by every screen: each simulation gets its own, so runs share nothing.
    public func shared<Value: AnyObject>(_ make: () -> Value) -> Value {
      simulation.shared(Value.self, make: make)
    }
  }
}

import AdSimulation

extension Subject {
  /// What a subject's factory may use: per-simulation storage and the virtual clock.
  @MainActor
  public struct Context {
    let simulation: Simulation

    /// The simulation's clock, for clients whose logic needs the time.
    public var clock: VirtualClock { simulation.clock }

    /// One instance of the type per simulation, made on first use.
    ///
    /// Use it for app-wide objects a client shares between screens, such as one banner
    /// shared by every screen: each simulation gets its own, so runs share nothing.
    public func shared<Value: AnyObject>(_ make: () -> Value) -> Value {
      simulation.shared(Value.self, make: make)
    }
  }
}

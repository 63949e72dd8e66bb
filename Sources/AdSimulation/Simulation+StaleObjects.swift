extension Simulation {
  /// The name of the misuse recorded when the app uses an SDK object an earlier run made.
  public nonisolated static let staleObjectUse = Trace.Event.Name.staleObjectUse

  /// Records, in the running simulation, that the app used an object this simulation made
  /// after this simulation had ended.
  ///
  /// Each run is a fresh app: an SDK object that outlives its run can only be reached
  /// through a static, a singleton or a global, and using it makes the later run depend
  /// on the earlier one. The fakes call this from their public entry points; it does
  /// nothing while this simulation is still the running one.
  ///
  /// - Parameters:
  ///   - object: The object's name in this simulation's trace, such as `ADBannerView#1`.
  ///   - use: What the app did with it, such as `present(from:)`.
  public func noteUse(of object: String, _ use: String) {
    guard isFinished, let current = Simulation.current, current !== self, !current.isFinished else {
      return
    }
    current.record(
      .misuse, actor: .app, object: object, name: Self.staleObjectUse,
      detail: "\(use), in a run after the one that made it")
  }
}

import AdSimulation

// `Task.sleep` on the simulation's virtual clock.
//
// The app's own code calls `Task.sleep(for:)` or `Task.sleep(nanoseconds:)` before a retry
// or a delayed first load. Inside a run these shadows sleep on the simulation's clock, so
// the delay takes no real time and ends at the exact virtual moment; outside a run, and on
// any clock but the standard ones, they sleep as the standard library does.
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least the given number of nanoseconds, in virtual time
  /// inside a run.
  ///
  /// - Throws: `CancellationError` when the task is cancelled while it sleeps.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    guard let simulation = Simulation.live else {
      return try await ContinuousClock().sleep(for: .nanoseconds(duration))
    }
    try await simulation.clock.sleep(for: .nanoseconds(duration))
  }

  /// Suspends the task for the duration on the clock, in virtual time inside a run when
  /// the clock is the continuous or the suspending one.
  ///
  /// - Throws: `CancellationError` when the task is cancelled while it sleeps.
  public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    if let simulation = Simulation.live, let duration = duration as? Duration,
      clock is ContinuousClock || clock is SuspendingClock
    {
      return try await simulation.clock.sleep(for: duration)
    }
    try await clock.sleep(for: duration, tolerance: tolerance)
  }
}

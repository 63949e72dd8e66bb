import Synchronization

/// A clock whose time moves only when its simulation advances it.
///
/// Client code that needs the time takes this clock (or any `Clock<Duration>`) so the
/// harness decides what "now" is. Sleeping on it suspends until the simulation's time
/// reaches the deadline; a 4-hour wait takes no real time at all.
///
/// ```swift
/// let clock = simulation.clock
/// try await clock.sleep(for: .seconds(3600))   // returns when the script advances 1 h
/// ```
public final class VirtualClock: Clock, Sendable {
  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    /// When the task went to sleep.
    var since: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant.zero
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  /// The date a run's clock starts on, in seconds since 1970: 1 January 2026, 09:00 UTC.
  ///
  /// Inside a run, the run's own code reads the wall clock (`Date()`) as this date plus the
  /// virtual time elapsed, where `RuntimeHooks` serves the reading (on Linux).
  public static let startSecondsSince1970: Int64 = 1_767_258_000

  /// Creates a clock that reads zero.
  public init() {}

  /// The current virtual time.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step this clock distinguishes: it has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline among sleeping tasks, if any.
  public var nextDeadline: Instant? {
    state.withLock { state in
      var earliest: Instant?
      for sleeper in state.sleepers where earliest.map({ sleeper.deadline < $0 }) ?? true {
        earliest = sleeper.deadline
      }
      return earliest
    }
  }

  /// Suspends until the simulation's time reaches the deadline.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // A cancellation that lands before the sleeper is stored finds nothing to remove,
        // so check for it under the lock rather than sleep until the deadline.
        let outcome = state.withLock { state -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(true) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, since: state.now, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .failure(let error): continuation.resume(throwing: error)
        case .success(true): continuation.resume()
        case .success(false): break
        }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index).continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward to the instant, without waking anyone.
  ///
  /// The simulation calls this; time never moves backwards.
  package func set(to instant: Instant) {
    state.withLock { $0.now = max($0.now, instant) }
  }

  /// Wakes the sleepers whose deadline has passed, earliest first, in the order they slept.
  ///
  /// - Returns: The number of sleepers woken.
  @discardableResult
  package func wakeDueSleepers() -> Int {
    wakeDueSleepersNotingSince().count
  }

  /// Wakes the sleepers whose deadline has passed, earliest first, in the order they slept.
  ///
  /// - Returns: The number of sleepers woken, and the earliest time one of them went to
  ///   sleep: when the decision that wakes now was made.
  package func wakeDueSleepersNotingSince() -> (count: Int, since: Instant?) {
    let due = state.withLock { state -> [Sleeper] in
      let now = state.now
      let due = state.sleepers
        .filter { $0.deadline <= now }
        .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    return (due.count, due.map(\.since).min())
  }
}

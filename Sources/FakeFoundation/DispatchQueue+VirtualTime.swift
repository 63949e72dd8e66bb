import AdSimulation
import Dispatch

// `DispatchQueue.asyncAfter(deadline:execute:)` on the simulation's virtual clock.
//
// A retry written `DispatchQueue.main.asyncAfter(deadline: .now() + 5) { ... }` runs
// unchanged: this overload, with no quality-of-service arguments, is the one Swift picks
// for that call. Inside a run the work runs when the simulation's time reaches the
// deadline, so it takes no real time and lands at an exact virtual moment; outside a run it
// is Dispatch's own. Calls that pass `qos:` or `flags:`, or a `DispatchWorkItem` (Dispatch
// declares that overload with this very signature, so it cannot be shadowed), reach
// Dispatch's `dispatch_after`, which RuntimeHooks hands to the run when called on its
// thread (see `DelayedWork.h`); a wall deadline is Dispatch's, in real time.
// `async(execute:)` with a block is Dispatch's, and the run waits for the block before time
// moves; inside a run the block runs as the run's code, so a task it starts carries the run.
extension DispatchQueue {
  /// Runs the work at the deadline: inside a run, when the simulation's clock reaches it.
  ///
  /// The deadline is a `DispatchTime` on the real uptime clock, read by the app a moment
  /// before the call; the delay is read from it as described in ``virtualDelay(until:calledAt:)``.
  /// Work for the main queue runs on the main actor; work for any other queue runs on that
  /// queue, synchronously, at its moment, so nothing happens outside the timeline.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
    // The real clock is read first, as close as can be to the app's own reading.
    let calledAt = DispatchTime.now().uptimeNanoseconds
    guard let simulation = Simulation.live else {
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
    guard deadline != .distantFuture else { return }
    let delay = Self.virtualDelay(until: deadline.uptimeNanoseconds, calledAt: calledAt)
    let isMain = getSpecific(key: Simulation.mainQueueKey) == true
    // The timer list belongs to the main actor; a call from another queue hops there first,
    // at the same virtual moment (time moves only after the app has settled).
    let enqueue: @MainActor @Sendable () -> Void = { [self] in
      simulation.schedule(after: delay, "DispatchQueue.asyncAfter") {
        if isMain { work() } else { self.sync(execute: work) }
      }
    }
    if Simulation.isOnMainQueue { MainActor.assumeIsolated(enqueue) } else { Task { @MainActor in enqueue() } }
  }

  /// Runs the work on the queue soon, as Dispatch does; inside a run the next settle waits
  /// for it, so the block runs before virtual time moves on, whatever the machine's load,
  /// and it runs as the run's code: a `Task {}` it starts carries the run.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    Simulation.noteQueuedBlock()
    guard let simulation = Simulation.live else {
      return async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
    async(group: nil, qos: .unspecified, flags: []) { simulation.runQueuedBlock(work) }
  }

  /// The delay an app meant by a deadline it computed as `.now() + delay` a moment before,
  /// read as ``VirtualDelay`` reads one.
  package static func virtualDelay(until deadline: UInt64, calledAt: UInt64) -> Duration {
    guard deadline > calledAt else { return .zero }
    return VirtualDelay.meant(byDistance: deadline - calledAt)
  }
}

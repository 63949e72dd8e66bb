import AdSimulation
import Dispatch

// `DispatchQueue.asyncAfter(deadline:execute:)` on the simulation's virtual clock.
//
// A retry written `DispatchQueue.main.asyncAfter(deadline: .now() + 5) { ... }` runs
// unchanged: this overload, with no quality-of-service arguments, is the one Swift picks
// for that call. Inside a run the work runs when the simulation's time reaches the
// deadline, so it takes no real time and lands at an exact virtual moment; outside a run it
// is Dispatch's own. Calls that pass `qos:` or `flags:`, a `DispatchWorkItem` (Dispatch
// declares that overload with this very signature, so it cannot be shadowed), or a wall
// deadline are Dispatch's, in real time. `async(execute:)` with a block is Dispatch's, and
// the run waits for the block before time moves.
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
  /// for it, so the block runs before virtual time moves on, whatever the machine's load.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    Simulation.noteQueuedBlock()
    async(group: nil, qos: .unspecified, flags: [], execute: work)
  }

  /// The delay an app meant by a deadline it computed as `.now() + delay` a moment before.
  ///
  /// The app read the real clock a little before the call, so the deadline's distance from
  /// the call is a little short of the delay it meant. The delay is taken as the roundest
  /// value in the 10 ms that follow that distance (whole seconds first, then tenths,
  /// hundredths, milliseconds): exact for any delay in whole hundredths of a second unless
  /// more than 10 ms pass between reading `.now()` and the call. A distance of a second or
  /// more that reads as no whole tenth is taken as the next whole second when that is at
  /// most 100 ms away: a delay such as 45.93 s is rarer than a machine so loaded that the
  /// app's thread stalls between its two calls (a game's 46 s round then still ends at 46 s).
  package static func virtualDelay(until deadline: UInt64, calledAt: UInt64) -> Duration {
    guard deadline > calledAt else { return .zero }
    let shortest = deadline - calledAt
    let read = roundest(from: shortest, within: 10_000_000)
    let second: UInt64 = 1_000_000_000
    if shortest >= second, read % 100_000_000 != 0 {
      let wholeSecond = (shortest + second - 1) / second * second
      if wholeSecond - shortest <= 100_000_000 { return .nanoseconds(Int64(clamping: wholeSecond)) }
    }
    return .nanoseconds(Int64(clamping: read))
  }

  /// The roundest number of nanoseconds from `shortest` to `slack` after it: a multiple of
  /// a second if one is there, else of a tenth, a hundredth, a millisecond; else `shortest`.
  private static func roundest(from shortest: UInt64, within slack: UInt64) -> UInt64 {
    for grid: UInt64 in [1_000_000_000, 100_000_000, 10_000_000, 1_000_000] {
      let candidate = (shortest + grid - 1) / grid * grid
      if candidate <= shortest + slack { return candidate }
    }
    return shortest
  }
}

import Dispatch
import Foundation

/// Where `receive(on:)` delivers: the main queue or the main run loop, as app code writes
/// `.receive(on: DispatchQueue.main)` or `.receive(on: RunLoop.main)`.
public protocol Scheduler {
  /// Runs the action later, in the scheduler's order.
  func schedule(_ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Runs the action on the queue, after what it already holds.
  public func schedule(_ action: @escaping () -> Void) {
    let handoff = Handoff(action)
    async { handoff.action() }
  }
}

extension RunLoop: Scheduler {
  /// Runs the action on the main queue, after what it already holds: in a simulation
  /// the main run loop and the main queue are one line of work, as on the main thread.
  public func schedule(_ action: @escaping () -> Void) {
    DispatchQueue.main.schedule(action)
  }
}

/// A scheduler that runs each action at once, where it is scheduled.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The one immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// Runs the action now.
  public func schedule(_ action: @escaping () -> Void) { action() }
}

/// An action handed to a queue: the fakes run on one thread, so the action never runs
/// concurrently with the code that scheduled it.
private struct Handoff: @unchecked Sendable {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
}

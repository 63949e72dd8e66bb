import Dispatch

extension Simulation {
  /// Runs main-actor work from a fake's nonisolated entry point, as an Objective-C SDK
  /// does its work on the main thread whatever the caller's isolation.
  ///
  /// The real SDKs are imported from Objective-C without actor annotations on most of
  /// their API, so Swift code calls them from any class; the fakes keep those entry points
  /// nonisolated and do their work here. Every job of a run executes on the main queue
  /// (the scheduler sends the global executor's jobs there too), so the work runs at once,
  /// on the main actor. A call from a thread of the app's own (a block on a global queue)
  /// waits while the main queue runs the work, as the SDKs hop to the main thread.
  @discardableResult
  nonisolated package static func mainActor<T>(_ work: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(work) { work in
      let run = unsafeBitCast(work, to: (() throws -> T).self)
      return try isOnMainQueue ? run() : DispatchQueue.main.sync(execute: run)
    }
  }

  /// Marks the main queue; Dispatch's queue values are wrappers, new on each access, so
  /// identity cannot tell it.
  nonisolated package static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue, the main actor's executor.
  nonisolated package static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
}

extension Simulation {
  /// Counts a block the app put on a dispatch queue as pending work, so the next settle
  /// waits for it.
  ///
  /// A settle ends after one trip through the main queue in which nothing new was
  /// enqueued; the runtime's hooks see the app's task jobs but not its dispatch blocks, so
  /// a `DispatchQueue.main.async` block queued in that last trip would run only after the
  /// clock had moved on, or before it, as the machine's load decided. The fakes' overloads
  /// of `async` call this as they queue the block.
  /// Blocks queued from anywhere count, a detached task's too; outside a run the count is
  /// read by no one.
  nonisolated package static func noteQueuedBlock() {
    Scheduler.otherEnqueues.add(1, ordering: .relaxed)
  }
}

extension Simulation {
  /// Runs a block the app queued during this run as the run's own code: a `Task {}` the
  /// block starts carries the run, as one started from the run's other code does, so its
  /// sleeps run on the virtual clock and its random numbers come from the script's seed.
  ///
  /// Dispatch runs queued blocks outside any task, where no task-local value is bound, so
  /// a task started there would carry no simulation of its own. A block that runs once
  /// its run has ended, or inside a run already, runs as it is.
  nonisolated package func runQueuedBlock(_ work: () -> Void) {
    guard CurrentSimulation.value == nil, !ended.load(ordering: .acquiring) else { return work() }
    CurrentSimulation.$value.withValue(self) { work() }
  }
}

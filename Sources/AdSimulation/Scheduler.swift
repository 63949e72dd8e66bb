import Dispatch
import RuntimeHooks
import Synchronization

/// Runs every Swift-concurrency job on the main queue while a simulation runs, and tells
/// when that queue has gone idle.
///
/// A client's own `Task {}` may hop off the main actor (a nonisolated async helper, a sleep
/// on the simulation's clock); left to the global executor, such hops race with the
/// simulation and a fixed number of yields settles them only sometimes. While installed,
/// the runtime's global-enqueue hook sends each of those jobs to the main queue instead,
/// so all work runs first in, first out on one queue, and every enqueue is seen.
///
/// ``settle(maxRounds:)`` yields until one trip through the queue enqueues nothing but
/// the settling task itself. A task is its own job, so the hooks tell the settling task's
/// enqueues from every other by address; no count of "what a yield costs" is assumed,
/// which a busy process (a test runner starting hundreds of tests) could inflate.
///
/// The hooks are process-wide; simulations never overlap in time, so the running
/// simulation owns them. The linker finds them (see `RuntimeHooks`), so they are there in a
/// program linked with the shared runtime and in one that carries the runtime inside.
enum Scheduler {
  typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

  /// The runtime's hook for jobs sent to the global executor.
  nonisolated(unsafe) static let globalHook = runtime_hooks_enqueue_global()
    .assumingMemoryBound(to: EnqueueHook?.self)
  /// The runtime's hook for jobs sent to the main executor.
  nonisolated(unsafe) static let mainHook = runtime_hooks_enqueue_main_executor()
    .assumingMemoryBound(to: EnqueueHook?.self)
  /// The address of the task that is settling; its own enqueues are not work.
  static let settlingTask = Atomic<UInt>(0)
  /// Enqueues of any job but the settling task's, since the hooks went in.
  static let otherEnqueues = Atomic<Int>(0)
  /// The hooks that were in place before a run installed its own, put back when it ends,
  /// so another executor hook in the process (a test library's) survives the run.
  nonisolated(unsafe) static var foundGlobalHook: EnqueueHook?
  nonisolated(unsafe) static var foundMainHook: EnqueueHook?

  /// Counts a job on its way to the main queue, unless it is the settling task.
  static func note(_ job: UnownedJob) {
    if unsafeBitCast(job, to: UInt.self) != settlingTask.load(ordering: .acquiring) {
      otherEnqueues.add(1, ordering: .relaxed)
    }
  }

  /// Sends global jobs to the main queue and starts counting enqueues; the app's random
  /// numbers are drawn from the script's seed while the run's handler is installed.
  @MainActor
  static func install(seed: UInt64) {
    // Runs never overlap (SimulationLock), so install and uninstall alternate.
    foundGlobalHook = globalHook.pointee
    foundMainHook = mainHook.pointee
    mainHook.pointee = { job, original in
      Scheduler.note(job)
      original(job)
    }
    globalHook.pointee = { job, _ in
      Scheduler.note(job)
      MainActor.shared.enqueue(job)
    }
    runtime_hooks_seed_app_random(seed)
    runtime_hooks_set_wall_clock(wallClock)
    runtime_hooks_set_delayed_work_handler(wakeOnVirtualClock, isInRun)
  }

  /// The run's wall clock, in nanoseconds since 1970: the date the run starts on plus the
  /// virtual time elapsed, in whole milliseconds as `Subject.Context.now` counts it, so a
  /// `Date()` the app takes moves with the run's clock and equals the context's date.
  private static let wallClock: runtime_hooks_wall_clock_function = {
    guard let simulation = Simulation.live else { return -1 }
    return (VirtualClock.startSecondsSince1970 * 1_000 + simulation.clock.now.offset.wholeMilliseconds) * 1_000_000
  }

  /// Whether the code running now is a task of the running simulation: another test's
  /// task, which the global hook also sends to the main queue during a run, keeps the
  /// real clock.
  private static let isInRun: runtime_hooks_run_predicate = { Simulation.live == nil ? 0 : 1 }

  /// Puts delayed work on the simulation's clock: a sleeping task's wake-up, which the
  /// runtime hands to Dispatch on the real clock, or a block the app put off with
  /// `dispatch_after`. At the delay the app meant, the work goes to the main queue, where
  /// every job of a run goes, and the settle waits for it.
  ///
  /// `RuntimeHooks` calls it (from `dispatch_after_f`, `dispatch_after`, a one-shot timer
  /// source of the runtime's, and each firing of a timer source the app made) on the thread the run installed it from, the main thread: for a sleep the
  /// fakes' `Task.sleep` did not take (a file of the app that imports only Foundation
  /// sleeps on the standard library's clock), and for `asyncAfter` with `qos:`, `flags:` or
  /// a `DispatchWorkItem`, which the fakes' `asyncAfter(deadline:execute:)` cannot shadow.
  /// A block whose run ends before its moment is discarded: the app's objects it holds are
  /// let go.
  private static let wakeOnVirtualClock: runtime_hooks_delayed_work_handler = {
    distance, context, work, discard, kind in
    guard let simulation = Simulation.live else { return 0 }
    // A repeating timer's interval is the delay itself; any other is read off the clock.
    let delay =
      kind == runtime_hooks_app_timer_repeat
      ? Duration.nanoseconds(Int64(clamping: distance)) : VirtualDelay.meant(byDistance: distance)
    let pending = PendingWork(context: context, work: work, discard: discard)
    let label =
      switch kind {
      case runtime_hooks_app_block: "DispatchQueue.asyncAfter"
      case runtime_hooks_app_timer, runtime_hooks_app_timer_repeat: "DispatchSourceTimer"
      default: "Task.sleep"
      }
    MainActor.assumeIsolated {
      _ = simulation.schedule(after: delay, label) {
        Scheduler.otherEnqueues.add(1, ordering: .relaxed)
        pending.send()
      }
    }
    return 1
  }

  /// Delayed work taken onto the virtual clock: sent to the main queue at its moment, or,
  /// when its run ends first and a way to discard it was given, discarded as it goes.
  private final class PendingWork: @unchecked Sendable {
    // Passed on as bit patterns: Dispatch's context and functions, nothing of this program's.
    private let context: UInt
    private let work: UInt
    private let discard: UInt?
    private var sent = false

    init(context: UnsafeMutableRawPointer?, work: runtime_hooks_work_function, discard: runtime_hooks_work_function?) {
      self.context = UInt(bitPattern: context)
      self.work = unsafeBitCast(work, to: UInt.self)
      self.discard = discard.map { unsafeBitCast($0, to: UInt.self) }
    }

    func send() {
      sent = true
      runtime_hooks_run_on_main_queue(
        UnsafeMutableRawPointer(bitPattern: context), unsafeBitCast(work, to: runtime_hooks_work_function.self))
    }

    deinit {
      guard !sent, let discard else { return }
      unsafeBitCast(discard, to: runtime_hooks_work_function.self)(UnsafeMutableRawPointer(bitPattern: context))
    }
  }

  /// Gives the global executor back, with the hooks that were there before the run.
  static func uninstall() {
    runtime_hooks_set_delayed_work_handler(nil, nil)
    globalHook.pointee = foundGlobalHook
    mainHook.pointee = foundMainHook
    foundGlobalHook = nil
    foundMainHook = nil
  }

  /// The main queue, looked up once: `DispatchQueue.main` makes a new wrapper each time.
  private static let mainQueue = DispatchQueue.main

  /// Yields until a trip through the main queue enqueues nothing but this task.
  ///
  /// - Returns: Whether the queue went idle within the rounds.
  @MainActor
  @discardableResult
  static func settle(maxRounds: Int = 10_000) async -> Bool {
    noteSettlingTask()
    for _ in 0..<maxRounds {
      let before = otherEnqueues.load(ordering: .relaxed)
      await yieldToMainQueue()
      if otherEnqueues.load(ordering: .relaxed) == before { return true }
    }
    return false
  }

  /// Keeps the current task's address, so its own enqueues are not counted as work.
  ///
  /// Not isolated to the main actor, so the closure skips the runtime's isolation check.
  private nonisolated static func noteSettlingTask() {
    withUnsafeCurrentTask { task in
      settlingTask.store(task.map { unsafeBitCast($0, to: UInt.self) } ?? 0, ordering: .releasing)
    }
  }

  /// Lets every job already on the main queue run once, then resumes on the main actor.
  ///
  /// The settling task waits behind one block on the main queue. `Task.yield()` would do
  /// the same in three trips through the queue (its own job, the task resumed on the
  /// global executor, then the hop back to the main actor), so a settle costs a third.
  @MainActor
  static func yieldToMainQueue() async {
    let mainQueue = Self.mainQueue
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      // Not isolated to the main actor, so the block skips the runtime's isolation check.
      let resume: @Sendable () -> Void = { continuation.resume() }
      mainQueue.async(execute: resume)
    }
  }
}

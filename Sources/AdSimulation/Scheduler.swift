import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs every Swift-concurrency job on the main queue while a simulation runs, and tells
/// when that queue has gone idle.
///
/// A client's own `Task {}` may hop off the main actor (a nonisolated async helper, a sleep
/// on the simulation's clock); left to the global executor, such hops race with the
/// simulation and a fixed number of yields settles them only sometimes. While installed,
/// the runtime's global-enqueue hook sends each of those jobs to the main queue instead,
/// so all work runs first in, first out on one queue, and every enqueue is counted:
/// ``settle(maxRounds:)`` yields until one trip through the queue sees no new work.
///
/// The hooks are process-wide; simulations never overlap in time, so the running
/// simulation owns them. Where the runtime has no hooks, settling falls back to yields.
enum Scheduler {
  typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

  nonisolated(unsafe) static let globalHook = hook(named: "swift_task_enqueueGlobal_hook")
  nonisolated(unsafe) static let mainHook = hook(named: "swift_task_enqueueMainExecutor_hook")
  static let enqueues = Atomic<Int>(0)
  static let idleCost = Atomic<Int>(-1)

  private static func hook(named name: String) -> UnsafeMutablePointer<EnqueueHook?>? {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
    return symbol.assumingMemoryBound(to: EnqueueHook?.self)
  }

  /// Whether this runtime lets the scheduler take over.
  static var isAvailable: Bool { globalHook != nil && mainHook != nil }

  /// Sends global jobs to the main queue and starts counting enqueues.
  @MainActor
  static func install() async {
    guard let globalHook, let mainHook else { return }
    mainHook.pointee = { job, original in
      Scheduler.enqueues.add(1, ordering: .relaxed)
      original(job)
    }
    globalHook.pointee = { job, _ in
      Scheduler.enqueues.add(1, ordering: .relaxed)
      MainActor.shared.enqueue(job)
    }
    if idleCost.load(ordering: .relaxed) < 0 {
      var cheapest = Int.max
      for _ in 0..<8 {
        let before = enqueues.load(ordering: .relaxed)
        await Task.yield()
        cheapest = min(cheapest, enqueues.load(ordering: .relaxed) - before)
      }
      idleCost.store(cheapest, ordering: .relaxed)
    }
  }

  /// Gives the global executor back.
  static func uninstall() {
    globalHook?.pointee = nil
    mainHook?.pointee = nil
  }

  /// Yields until a trip through the main queue finds no new work.
  ///
  /// - Returns: Whether the queue went idle within the rounds.
  @MainActor
  @discardableResult
  static func settle(maxRounds: Int = 10_000) async -> Bool {
    guard isAvailable else {
      for _ in 0..<3 { await Task.yield() }
      return true
    }
    let idle = idleCost.load(ordering: .relaxed)
    for _ in 0..<maxRounds {
      let before = enqueues.load(ordering: .relaxed)
      await Task.yield()
      if enqueues.load(ordering: .relaxed) - before <= idle { return true }
    }
    return false
  }
}

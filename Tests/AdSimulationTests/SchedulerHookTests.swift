import Testing

@testable import AdSimulation

/// A run hands back the executor hooks it found, so another hook in the process survives.
@Suite("Scheduler hooks")
struct SchedulerHookTests {
  static func bits(_ hook: Scheduler.EnqueueHook?) -> UInt { unsafeBitCast(hook, to: UInt.self) }

  @Test("Uninstalling restores the hook that was there before the run, not an empty one")
  @MainActor
  func restoresFoundHooks() async {
    let global = Scheduler.globalHook
    // No simulation runs while the lock is held, so nothing else touches the hooks.
    await SimulationLock.shared.lock()
    let before = global.pointee
    let custom: Scheduler.EnqueueHook = { job, original in original(job) }
    global.pointee = custom
    Scheduler.install(seed: 1)
    #expect(Self.bits(global.pointee) != Self.bits(custom))
    Scheduler.uninstall()
    #expect(Self.bits(global.pointee) == Self.bits(custom))
    global.pointee = before
    SimulationLock.shared.unlock()
  }
}

import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A block the app puts on the main queue runs before the clock moves on, however late in
/// the app's work it is queued.
@Suite("Dispatch blocks and the virtual clock")
@MainActor
struct DispatchBlockSettleTests {
  /// Collects what ran and when, in virtual time.
  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  /// Stands for an SDK's main-actor async call the app awaits before queuing its block.
  @MainActor static func answer() async {}

  @Test("A main-queue block queued by the app's task as it ends runs before the next timer")
  func blockQueuedLastRunsBeforeTimeMoves() async {
    await Simulation.run(Script()) { sim in
      let log = Log()
      // A Swift 5 app's task, of no actor, that queues a block when its awaited call returns:
      // the block is the last work of the settle, with no task job after it.
      Task.detached {
        await Self.answer()
        DispatchQueue.main.async {
          MainActor.assumeIsolated { log.entries.append("block at \(sim.clock.now)") }
        }
      }
      sim.schedule(after: .seconds(1), "tick") { log.entries.append("tick at \(sim.clock.now)") }
      await sim.settle()
      await sim.perform(.advance(.seconds(2)))
      #expect(log.entries == ["block at 0.000", "tick at 1.000"])
    }
  }

  @Test("A task the app starts from a main-queue block carries the run: its sleep is on the virtual clock")
  func taskFromBlockCarriesTheRun() async {
    await Simulation.run(Script()) { sim in
      let log = Log()
      // Google's app open sample starts its loading task this way, from a block it queues
      // on the main queue once consent allows requests.
      DispatchQueue.main.async {
        Task {
          let inRun = Simulation.live === sim
          try? await Task.sleep(for: .seconds(5))
          await MainActor.run { log.entries.append("\(inRun) woke at \(sim.clock.now)") }
        }
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(10)))
      #expect(log.entries == ["true woke at 5.000"])
    }
  }
}

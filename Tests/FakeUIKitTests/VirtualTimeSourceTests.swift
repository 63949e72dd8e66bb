import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// `Task.sleep` and `DispatchQueue.asyncAfter` run on the simulation's clock inside a run,
/// and on the real one outside.
@Suite("Virtual time sources")
@MainActor
struct VirtualTimeSourceTests {
  /// Collects what ran and when, in virtual time.
  final class Log {
    var entries: [String] = []
  }

  @Test("DispatchQueue.main.asyncAfter runs its work at the exact virtual deadline")
  func asyncAfterOnMain() async {
    await Simulation.run(Script()) { sim in
      let log = Log()
      nonisolated(unsafe) let unsafeLog = log
      DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
        MainActor.assumeIsolated { unsafeLog.entries.append("retry at \(sim.clock.now)") }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) {
        MainActor.assumeIsolated { unsafeLog.entries.append("short at \(sim.clock.now)") }
      }
      await sim.perform(.advance(.milliseconds(4999)))
      #expect(log.entries == ["short at 1.500"])
      await sim.perform(.advance(.milliseconds(1)))
      #expect(log.entries == ["short at 1.500", "retry at 5.000"])
    }
  }

  @Test("Work for another queue runs on that queue at its virtual moment, inside the timeline")
  func otherQueue() async {
    await Simulation.run(Script()) { sim in
      let queue = DispatchQueue(label: "ads.background")
      let counter = Counter()
      queue.asyncAfter(deadline: .now() + 10) { counter.add() }
      await sim.perform(.advance(.seconds(9)))
      #expect(counter.value == 0)
      await sim.perform(.advance(.seconds(1)))
      #expect(counter.value == 1)
    }
  }

  @Test(
    "Task.sleep in each spelling ends when the simulation's time reaches it",
    arguments: ["for", "nanoseconds", "clock"])
  func taskSleep(spelling: String) async {
    await Simulation.run(Script()) { sim in
      let log = Log()
      Task {
        switch spelling {
        case "for": try await Task.sleep(for: .seconds(30))
        case "nanoseconds": try await Task.sleep(nanoseconds: 30_000_000_000)
        default: try await Task.sleep(for: .seconds(30), tolerance: .seconds(1), clock: .suspending)
        }
        log.entries.append("woke at \(sim.clock.now)")
      }
      await sim.settle()
      await sim.perform(.advance(.seconds(29)))
      #expect(log.entries.isEmpty)
      await sim.perform(.advance(.seconds(2)))
      #expect(log.entries == ["woke at 30.000"])
    }
  }

  @Test(
    "A deadline reads as the roundest delay in the 10 ms after its distance, or the whole second within 100 ms",
    arguments: [
      // (deadline's distance from the call, delay read)
      (4_999_999_000 as UInt64, Duration.seconds(5)),
      (4_992_000_000, .seconds(5)),
      (249_990_000, .milliseconds(250)),
      (299_999_999, .milliseconds(300)),
      (269_000_000, .milliseconds(270)),
      // A delay off the hundredths is read to the hundredth.
      (1_234_567, .milliseconds(10)),
      (1_234_000_000, .milliseconds(1240)),
      // A thread stalled 70 ms between `.now()` and the call: a whole second within 100 ms.
      (45_930_000_000, .seconds(46)),
      (2_950_000_000, .seconds(3)),
      // A whole tenth is kept, and a second farther than 100 ms is not reached for.
      (1_500_000_000, .milliseconds(1500)),
      (45_870_000_000, .milliseconds(45_870)),
      (0, .zero),
    ])
  func roundestDelay(distance: UInt64, expected: Duration) {
    let calledAt: UInt64 = 10_000_000_000
    #expect(DispatchQueue.virtualDelay(until: calledAt + distance, calledAt: calledAt) == expected)
  }

  @Test("Outside a run Task.sleep and asyncAfter are the real ones")
  func outsideARun() async throws {
    let before = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(20))
    #expect(before.duration(to: .now) >= .milliseconds(20))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      // No run: Dispatch's own timer resumes this.
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { done.resume() }
    }
  }
}

/// A count shared with a background queue.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}

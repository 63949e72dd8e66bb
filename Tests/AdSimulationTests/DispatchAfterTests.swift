import AdSimulation
import Dispatch
import Foundation
import Synchronization
import Testing

/// What the put-off work saw, from any queue.
final class DispatchLog: Sendable {
  private let lines = Mutex<[String]>([])

  func add(_ line: String) { lines.withLock { $0.append(line) } }

  var all: [String] { lines.withLock { $0 } }
}

/// An object a put-off block holds, which notes when it is let go.
final class HeldByBlock: Sendable {
  let log: DispatchLog

  init(log: DispatchLog) { self.log = log }

  deinit { log.add("let go") }
}

@Suite("Work an app puts off with Dispatch's asyncAfter runs on the virtual clock inside a run")
struct DispatchAfterTests {
  @Test("With a quality of service, flags or a work item, it lands at the moment meant; a cancelled item never runs")
  func asyncAfterOnTheVirtualClock() async {
    let lines = await Simulation.run(Script()) { simulation in
      let log = DispatchLog()
      let clock = simulation.clock
      let main = DispatchQueue.main
      main.asyncAfter(deadline: .now() + 1.5, qos: .userInitiated) { log.add("qos at \(clock.now)") }
      main.asyncAfter(deadline: .now() + .milliseconds(2250), flags: .enforceQoS) { log.add("flags at \(clock.now)") }
      let item = DispatchWorkItem { log.add("item at \(clock.now)") }
      main.asyncAfter(deadline: .now() + .seconds(3), execute: item)
      let cancelled = DispatchWorkItem { log.add("cancelled item ran") }
      main.asyncAfter(deadline: .now() + .seconds(4), execute: cancelled)
      let background = DispatchQueue(label: "app.work")
      background.asyncAfter(deadline: .now() + 0.5, qos: .utility) {
        log.add("background at \(clock.now), on the main thread: \(Thread.isMainThread)")
      }
      await simulation.settle()
      await simulation.perform(.advance(.seconds(1)))
      let early = log.all
      cancelled.cancel()
      await simulation.perform(.advance(.seconds(10)))
      return (early, log.all)
    }
    #expect(lines.0 == ["background at 0.500, on the main thread: false"])
    #expect(
      lines.1 == [
        "background at 0.500, on the main thread: false", "qos at 1.500", "flags at 2.250", "item at 3.000",
      ])
  }

  @Test("A block whose run ends before its moment is let go with the run, and never runs")
  func letGoWithTheRun() async {
    let log = DispatchLog()
    await Simulation.run(Script()) { simulation in
      let object = HeldByBlock(log: log)
      DispatchQueue.main.asyncAfter(deadline: .now() + 60, qos: .background) {
        log.add("ran, holding \(object)")
      }
      await simulation.settle()
      await simulation.perform(.advance(.seconds(1)))
    }
    #expect(log.all == ["let go"])
  }

  @Test("Outside a run, asyncAfter takes real time")
  func realTimeOutside() async {
    let clock = ContinuousClock()
    let start = clock.now
    await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20), qos: .utility) {
        continuation.resume()
      }
    }
    #expect(start.duration(to: clock.now) >= .milliseconds(20))
  }
}

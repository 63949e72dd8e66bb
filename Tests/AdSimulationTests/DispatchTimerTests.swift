import AdSimulation
import Dispatch
import Foundation
import Testing

@Suite("A timer source the app makes fires on the virtual clock inside a run")
struct DispatchTimerTests {
  /// Marks the queue the background timer runs on.
  nonisolated static let key = DispatchSpecificKey<Bool>()

  @Test("A repeating game loop on the main queue ticks at its moments; suspended, it keeps one tick for its resume")
  func repeatingLoop() async {
    let lines = await Simulation.run(Script()) { simulation in
      let log = DispatchLog()
      let clock = simulation.clock
      let timer = DispatchSource.makeTimerSource(queue: .main)
      timer.schedule(deadline: .now() + 0.5, repeating: .milliseconds(250))
      timer.setEventHandler { log.add("tick at \(clock.now)") }
      timer.resume()
      await simulation.settle()
      await simulation.perform(.advance(.milliseconds(1200)))
      timer.suspend()
      log.add("suspended at \(clock.now)")
      await simulation.perform(.advance(.milliseconds(600)))
      timer.resume()
      log.add("resumed at \(clock.now)")
      await simulation.perform(.advance(.milliseconds(300)))
      timer.cancel()
      log.add("cancelled at \(clock.now)")
      await simulation.perform(.advance(.seconds(2)))
      return log.all
    }
    #expect(
      lines == [
        "tick at 0.500", "tick at 0.750", "tick at 1.000", "suspended at 1.200", "resumed at 1.800", "tick at 1.800",
        "tick at 2.000", "cancelled at 2.100",
      ])
  }

  @Test("A one-shot timer on its own queue fires once there; scheduled again, it fires at the new deadline only")
  func oneShotAndRescheduled() async {
    let lines = await Simulation.run(Script()) { simulation in
      let log = DispatchLog()
      let clock = simulation.clock
      let queue = DispatchQueue(label: "app.timer")
      queue.setSpecific(key: Self.key, value: true)
      let background = DispatchSource.makeTimerSource(queue: queue)
      background.schedule(deadline: .now() + 1)
      background.setEventHandler {
        log.add("background at \(clock.now), on its queue: \(DispatchQueue.getSpecific(key: Self.key) == true)")
      }
      background.activate()
      let moved = DispatchSource.makeTimerSource(queue: .main)
      moved.setEventHandler { log.add("moved at \(clock.now)") }
      moved.schedule(deadline: .now() + 2)
      moved.resume()
      await simulation.settle()
      await simulation.perform(.advance(.milliseconds(1500)))
      moved.schedule(deadline: .now() + 1)
      await simulation.perform(.advance(.seconds(5)))
      background.cancel()
      moved.cancel()
      return log.all
    }
    #expect(lines == ["background at 1.000, on its queue: true", "moved at 2.500"])
  }

  @Test("A handler that cancels its timer stops it; a timer still running when the run ends is let go")
  func cancelledInHandlerAndLetGo() async {
    let log = DispatchLog()
    await Simulation.run(Script()) { simulation in
      let clock = simulation.clock
      var ticks = 0
      let countdown = DispatchSource.makeTimerSource(queue: .main)
      countdown.schedule(deadline: .now() + 1, repeating: 1)
      // The handler holds its timer until the cancel lets the handler go.
      countdown.setEventHandler {
        ticks += 1
        log.add("countdown \(ticks) at \(clock.now)")
        if ticks == 3 { countdown.cancel() }
      }
      countdown.resume()
      let held = HeldByBlock(log: log)
      let forever = DispatchSource.makeTimerSource(queue: .main)
      forever.schedule(deadline: .now() + 60, repeating: 60)
      forever.setEventHandler { log.add("forever fired, holding \(held)") }
      forever.resume()
      await simulation.settle()
      await simulation.perform(.advance(.seconds(10)))
    }
    // Dispatch lets go of an active source's handler on the source's queue: after one trip
    // through the main queue.
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    #expect(log.all == ["countdown 1 at 1.000", "countdown 2 at 2.000", "countdown 3 at 3.000", "let go"])
  }

  @Test("A handler set again replaces the one before, and what the old one held is let go")
  func replacedHandler() async {
    let log = DispatchLog()
    await Simulation.run(Script()) { simulation in
      let clock = simulation.clock
      let timer = DispatchSource.makeTimerSource(queue: .main)
      timer.schedule(deadline: .now() + 1, repeating: 1)
      let held = HeldByBlock(log: log)
      timer.setEventHandler { log.add("first at \(clock.now), holding \(held)") }
      timer.resume()
      await simulation.settle()
      await simulation.perform(.advance(.milliseconds(1500)))
      timer.setEventHandler { log.add("second at \(clock.now)") }
      await simulation.perform(.advance(.seconds(1)))
      timer.cancel()
    }
    // Dispatch lets go of its own copy of the old handler on the source's queue.
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    #expect(log.all.count == 3)
    #expect(log.all.first?.hasPrefix("first at 1.000") == true)
    #expect(Set(log.all.dropFirst()) == ["let go", "second at 2.000"])
  }

  @Test("Outside a run, a timer source takes real time")
  func realTimeOutside() async {
    let clock = ContinuousClock()
    let start = clock.now
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.schedule(deadline: .now() + .milliseconds(20))
      timer.setEventHandler {
        timer.cancel()
        continuation.resume()
      }
      timer.resume()
    }
    #expect(start.duration(to: clock.now) >= .milliseconds(20))
  }
}

import AdSimulation
import FakeUIKit
import Testing

/// A game's timer paused by moving its fire date to the distant future and resumed by
/// moving it back, as Google's game samples do, on the virtual clock.
@Suite("Timer.fireDate on the virtual clock")
@MainActor
struct TimerFireDateTests {
  @Test("Paused at 3.5 s with 0.5 s left, resumed at 10 s: ticks at 1, 2, 3, then 10.5, 11.5, 12.5")
  func pauseAndResumeWithTimeLeft() async {
    await Simulation.run(Script()) { sim in
      var ticks: [String] = []
      let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        ticks.append("\(sim.clock.now)")
      }
      await sim.perform(.advance(.milliseconds(3500)))
      // Pause: keep the time left, then push the fire date away.
      let timeLeft = timer.fireDate.timeIntervalSinceNow
      timer.fireDate = .distantFuture
      #expect(timer.isValid)
      #expect(timer.fireDate == .distantFuture)
      await sim.perform(.advance(.milliseconds(6500)))
      #expect(ticks == ["1.000", "2.000", "3.000"], "no tick while paused")
      // Resume at 10 s with the time that was left.
      timer.fireDate = Date().addingTimeInterval(timeLeft)
      await sim.perform(.advance(.milliseconds(499)))
      #expect(ticks.count == 3)
      await sim.perform(.advance(.milliseconds(2501)))
      #expect(ticks == ["1.000", "2.000", "3.000", "10.500", "11.500", "12.500"])
    }
  }

  @Test("Resumed the sample's other way, old fire date plus the pause measured with Date(): the time left still counts")
  func resumeFromPreviousFireDate() async {
    await Simulation.run(Script()) { sim in
      var ticks: [String] = []
      let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
        ticks.append("\(sim.clock.now)")
      }
      await sim.perform(.advance(.milliseconds(2700)))
      let pauseDate = Date()
      let previousFireDate = timer.fireDate
      timer.fireDate = .distantFuture
      await sim.perform(.advance(.seconds(20)))
      let pauseTime = -pauseDate.timeIntervalSinceNow
      timer.fireDate = previousFireDate.addingTimeInterval(pauseTime)
      await sim.perform(.advance(.seconds(4)))
      #expect(ticks == ["2.000", "24.000", "26.000"])
    }
  }

  @Test("A fire date moves a one-shot timer; the past fires it at once; an invalidated timer ignores it")
  func oneShotMoves() async {
    await Simulation.run(Script()) { sim in
      var fired: [String] = []
      let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in fired.append("\(sim.clock.now)") }
      timer.fireDate = Date().addingTimeInterval(2)
      await sim.perform(.advance(.seconds(10)))
      #expect(fired == ["2.000"])
      #expect(!timer.isValid)
      let late = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in fired.append("\(sim.clock.now)") }
      late.fireDate = Date(timeIntervalSinceNow: -30)
      await sim.perform(.advance(.milliseconds(1)))
      #expect(fired == ["2.000", "10.000"])
      let stopped = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired.append("stopped") }
      stopped.invalidate()
      stopped.fireDate = Date()
      await sim.perform(.advance(.seconds(3)))
      #expect(fired == ["2.000", "10.000"])
    }
  }

  @Test("A timer made unscheduled starts when added to the main run loop, at its fire date if it has one")
  func runLoopTimers() async {
    await Simulation.run(Script()) { sim in
      var fired: [String] = []
      let plain = Timer(timeInterval: 1.5, repeats: false) { _ in fired.append("plain \(sim.clock.now)") }
      let dated = Timer(fire: Date().addingTimeInterval(4), interval: 3, repeats: true) { _ in
        fired.append("dated \(sim.clock.now)")
      }
      await sim.perform(.advance(.seconds(1)))
      #expect(fired.isEmpty, "nothing fires before it is added")
      RunLoop.main.add(plain, forMode: .common)
      RunLoop.main.add(dated, forMode: .default)
      RunLoop.main.add(dated, forMode: .common)
      await sim.perform(.advance(.seconds(10)))
      #expect(fired == ["plain 2.500", "dated 5.000", "dated 8.000", "dated 11.000"])
    }
  }

  @Test("A block that moves its own fire date keeps the new one")
  func blockMovesItsOwnDate() async {
    await Simulation.run(Script()) { sim in
      var fired: [String] = []
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
        fired.append("\(sim.clock.now)")
        if fired.count == 1 { timer.fireDate = Date().addingTimeInterval(5) }
      }
      await sim.perform(.advance(.seconds(8)))
      #expect(fired == ["1.000", "6.000", "7.000", "8.000"])
    }
  }

  @Test(
    "A fire date's distance reads as the roundest delay from 1 ms before it to 9 ms after, or the whole second within 100 ms",
    arguments: [
      (2.0, Duration.seconds(2)), (1.9995, .seconds(2)), (2.0008, .seconds(2)), (0.4999, .milliseconds(500)),
      (1.234, .milliseconds(1240)), (0.0, .zero), (-3.0, .zero),
      // A date read 70 ms before a stalled call: the whole second.
      (45.93, .seconds(46)),
    ])
  func distanceReading(distance: TimeInterval, delay: Duration) {
    #expect(Timer.virtualDelay(forDistance: distance) == delay)
  }
}

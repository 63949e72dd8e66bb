import AdSimulation
import Foundation
import Testing

/// A round clock as an app's model file writes it, importing only Foundation: its
/// `Task.sleep` is the standard library's, not the fakes', as this target links no fake.
@MainActor
final class RoundClock {
  var ticks: [String] = []
  private var task: Task<Void, Never>?

  func start(clock: VirtualClock) {
    task = Task {
      for _ in 0..<3 {
        guard (try? await Task.sleep(for: .seconds(1))) != nil else { return }
        ticks.append("tick at \(clock.now)")
      }
      try? await Task.sleep(nanoseconds: 250_000_000)
      ticks.append("nanoseconds at \(clock.now)")
      try? await Task.sleep(for: .milliseconds(1500), tolerance: .seconds(1), clock: .suspending)
      ticks.append("suspending at \(clock.now)")
      await Self.sleepInAChildTask()
      ticks.append("child task at \(clock.now)")
      try? await ContinuousClock().sleep(for: .seconds(1))
      ticks.append("clock at \(clock.now)")
      try? await Task.sleep(until: .now + .milliseconds(500), clock: .suspending)
      ticks.append("until at \(clock.now)")
    }
  }

  /// A sleep in a child task, on no actor.
  nonisolated static func sleepInAChildTask() async {
    async let nap: Void? = try? Task.sleep(for: .seconds(2))
    _ = await nap
  }

  func stop() { task?.cancel() }
}

@Suite("The standard library's Task.sleep runs on the virtual clock inside a run")
struct StandardSleepTests {
  @Test("A model file that imports only Foundation sleeps on the simulation's clock, at the moments it meant")
  func sleepsOnTheVirtualClock() async {
    let ticks = await Simulation.run(Script()) { simulation in
      let clock = RoundClock()
      clock.start(clock: simulation.clock)
      await simulation.settle()
      await simulation.perform(.advance(.milliseconds(2500)))
      let early = clock.ticks
      await simulation.perform(.advance(.seconds(10)))
      clock.stop()
      return (early, clock.ticks)
    }
    #expect(ticks.0 == ["tick at 1.000", "tick at 2.000"])
    #expect(
      ticks.1 == [
        "tick at 1.000", "tick at 2.000", "tick at 3.000", "nanoseconds at 3.250", "suspending at 4.750",
        "child task at 6.750", "clock at 7.750", "until at 8.250",
      ])
  }

  @Test("A cancelled sleep ends at once, and outside a run a sleep takes real time")
  func cancelledAndOutside() async throws {
    let woke = await Simulation.run(Script()) { simulation in
      let sleeper = Task { @MainActor in
        (try? await Task.sleep(for: .seconds(60))) == nil ? "cancelled at \(simulation.clock.now)" : "slept"
      }
      await simulation.settle()
      await simulation.perform(.advance(.seconds(1)))
      sleeper.cancel()
      return await sleeper.value
    }
    #expect(woke == "cancelled at 1.000")
    let clock = ContinuousClock()
    let start = clock.now
    try await Task.sleep(for: .milliseconds(20))
    #expect(start.duration(to: clock.now) >= .milliseconds(20))
  }
}

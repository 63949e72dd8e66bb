import AdSimulation
import Synchronization
import Testing

@Suite("VirtualClock")
struct VirtualClockTests {
  @Test("A new clock reads zero and has nobody sleeping")
  func startsAtZero() {
    let clock = VirtualClock()
    #expect(clock.now == .zero)
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
    #expect(clock.minimumResolution == .zero)
  }

  @Test("Instants advance, measure the time between them and print seconds with milliseconds")
  func instants() {
    let start = VirtualClock.Instant.zero
    let later = start.advanced(by: .milliseconds(12_500))
    #expect(start.duration(to: later) == .milliseconds(12_500))
    #expect(later.duration(to: start) == .milliseconds(-12_500))
    #expect(start < later)
    #expect(later.description == "12.500")
    #expect(start.description == "0.000")
    #expect(VirtualClock.Instant(offset: .seconds(3600)).description == "3600.000")
    #expect(Duration.milliseconds(-1_005).secondsText == "-1.005")
    #expect(Duration.milliseconds(-7).secondsText == "-0.007")
    #expect(Duration.milliseconds(999).secondsText == "0.999")
    #expect(Duration.milliseconds(1_000).secondsText == "1.000")
    #expect(Duration.milliseconds(86_400_123_456).secondsText == "86400123.456")
    #expect(Duration.microseconds(2_999).wholeMilliseconds == 2)
  }

  @Test("Moving the time wakes nobody; waking the due sleepers wakes only those whose deadline passed")
  func setThenWake() async throws {
    let clock = VirtualClock()
    let early = Task {
      try await clock.sleep(until: .zero.advanced(by: .seconds(1)))
      return clock.now
    }
    let late = Task {
      try await clock.sleep(until: .zero.advanced(by: .seconds(10)))
      return clock.now
    }
    while clock.sleeperCount < 2 { await Task.yield() }
    #expect(clock.nextDeadline == .zero.advanced(by: .seconds(1)))

    clock.set(to: .zero.advanced(by: .milliseconds(1_500)))
    #expect(clock.sleeperCount == 2)
    #expect(clock.wakeDueSleepers() == 1)
    #expect(try await early.value == .zero.advanced(by: .milliseconds(1_500)))
    #expect(clock.sleeperCount == 1)
    #expect(clock.nextDeadline == .zero.advanced(by: .seconds(10)))

    clock.set(to: .zero)  // time never moves backwards
    #expect(clock.now == .zero.advanced(by: .milliseconds(1_500)))
    late.cancel()
    await #expect(throws: CancellationError.self) { try await late.value }
  }

  @Test("Sleepers wake at their own deadlines, earliest first")
  func wakeOrder() async throws {
    let clock = VirtualClock()
    var sleepers: [String: Task<Void, any Error>] = [:]
    for (name, seconds) in [("c", 3), ("a", 1), ("b", 2), ("b2", 2)] {
      sleepers[name] = Task { try await clock.sleep(until: .zero.advanced(by: .seconds(seconds))) }
      while clock.sleeperCount < sleepers.count { await Task.yield() }
    }
    clock.set(to: .zero.advanced(by: .seconds(1)))
    #expect(clock.wakeDueSleepers() == 1)
    try await sleepers["a"]!.value
    #expect(clock.sleeperCount == 3)
    #expect(clock.nextDeadline == .zero.advanced(by: .seconds(2)))

    clock.set(to: .zero.advanced(by: .milliseconds(2_500)))
    #expect(clock.wakeDueSleepers() == 2)
    try await sleepers["b"]!.value
    try await sleepers["b2"]!.value
    #expect(clock.nextDeadline == .zero.advanced(by: .seconds(3)))

    clock.set(to: .zero.advanced(by: .seconds(3)))
    #expect(clock.wakeDueSleepers() == 1)
    try await sleepers["c"]!.value
    #expect(clock.sleeperCount == 0)
  }

  @Test("Advancing a simulation wakes each sleeper when its deadline is reached, and no later one")
  @MainActor func advanceWakesDueSleepers() async throws {
    let tasks = await Simulation.run(Script()) { sim in
      var tasks: [Task<Void, any Error>] = []
      for seconds in [3, 1, 2] {
        tasks.append(Task { try await sim.clock.sleep(until: .zero.advanced(by: .seconds(seconds))) })
        while sim.clock.sleeperCount < tasks.count { await Task.yield() }
      }
      await sim.advance(by: .milliseconds(1_500))
      #expect(sim.clock.sleeperCount == 2)
      #expect(sim.clock.nextDeadline == .zero.advanced(by: .seconds(2)))
      await sim.advance(by: .seconds(1))
      #expect(sim.clock.sleeperCount == 1)
      #expect(sim.clock.nextDeadline == .zero.advanced(by: .seconds(3)))
      await sim.advance(by: .seconds(1))
      #expect(sim.clock.sleeperCount == 0)
      return tasks
    }
    for task in tasks { try await task.value }
  }

  @Test("A four-hour sleep through the standard library's Task.sleep ends when the simulation advances four hours")
  @MainActor func longSleepTakesNoRealTime() async throws {
    let sleeper = await Simulation.run(Script()) { sim in
      let sleeper = Task { @MainActor in
        try await Task.sleep(for: .seconds(4 * 3600), clock: sim.clock)
        return sim.clock.now
      }
      while sim.clock.sleeperCount < 1 { await Task.yield() }
      #expect(sim.clock.nextDeadline == .zero.advanced(by: .seconds(4 * 3600)))
      await sim.advance(by: .seconds(4 * 3600 - 1))
      #expect(sim.clock.sleeperCount == 1)
      await sim.advance(by: .seconds(1))
      #expect(sim.clock.sleeperCount == 0)
      return sleeper
    }
    #expect(try await sleeper.value == .zero.advanced(by: .seconds(4 * 3600)))
  }

  @Test("Sleeping until a deadline already passed returns at once")
  func pastDeadline() async throws {
    let clock = VirtualClock()
    clock.set(to: .zero.advanced(by: .seconds(5)))
    try await clock.sleep(until: .zero.advanced(by: .seconds(5)))
    try await clock.sleep(until: .zero.advanced(by: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test("Cancelling a sleeping task throws CancellationError and removes its sleeper")
  func cancelSleeping() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    while clock.sleeperCount < 1 { await Task.yield() }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
  }

  @Test("A task cancelled before it sleeps throws at once and never registers")
  func cancelledBeforeSleeping() async {
    let clock = VirtualClock()
    let entered = SharedLog<Bool>()
    let sleeper = Task {
      while !Task.isCancelled { await Task.yield() }
      entered.append(true)
      try await clock.sleep(for: .seconds(60))
    }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(entered.items == [true])
    #expect(clock.sleeperCount == 0)
  }

  @Test("A cancellation racing the start of a sleep still ends the sleep with CancellationError")
  func cancellationRace() async {
    let clock = VirtualClock()
    let outcomes = await withTaskGroup(of: String.self) { group in
      var sleepers: [Task<Void, any Error>] = []
      for _ in 0..<300 {
        sleepers.append(Task.detached { try await clock.sleep(for: .seconds(3600)) })
      }
      for sleeper in sleepers { sleeper.cancel() }
      // Every cancellation handler has run; a sleeper still stored would only wake here,
      // and would then return normally instead of throwing.
      clock.set(to: .zero.advanced(by: .seconds(3600)))
      clock.wakeDueSleepers()
      for sleeper in sleepers {
        group.addTask {
          do {
            try await sleeper.value
            return "woke"
          } catch is CancellationError {
            return "cancelled"
          } catch {
            return "other"
          }
        }
      }
      return await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    }
    #expect(outcomes == ["cancelled": 300])
    #expect(clock.sleeperCount == 0)
  }
}

/// A list any task may append to.
final class SharedLog<Item: Sendable>: Sendable {
  private let storage = Mutex<[Item]>([])
  var items: [Item] { storage.withLock { $0 } }
  func append(_ item: Item) { storage.withLock { $0.append(item) } }
}

/// A main-actor list the tests' client tasks append to.
@MainActor
final class Log<Item> {
  private(set) var items: [Item] = []
  func append(_ item: Item) { items.append(item) }
}

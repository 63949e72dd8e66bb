import AdSimulation
import Foundation
import Testing

/// A stand-in for an ad SDK and its client, built only on the simulation's own machinery:
/// requests answered from the script, refresh timers, drivers for the user's and the
/// system's steps, random expiry and client tasks that sleep on the virtual clock.
@MainActor
final class StandInAd {
  let simulation: Simulation
  private(set) var name = ""
  var loaded = false
  var covering = false

  /// Whether the client's asynchronous work sleeps on the virtual clock (which hops off the
  /// main actor) or stays on the main actor.
  let clientSleeps: Bool

  init(simulation: Simulation, clientSleeps: Bool = false) {
    self.simulation = simulation
    self.clientSleeps = clientSleeps
    name = simulation.track(self, as: "StandInAd")
    simulation.record(.created, actor: .app, object: name, name: "StandInAd()")
    for kind in [Script.Step.Kind.tap, .close, .background, .foreground, .rotate, .memoryWarning] {
      simulation.addDriver(for: kind) { [weak self] step in self?.drive(step) ?? false }
    }
    request()
  }

  func request() {
    simulation.requestResponse { [weak self] response in
      guard let self else { return }
      simulation.schedule(after: response.latency, "\(name) answer") { [weak self] in
        self?.answer(response)
      }
    }
  }

  func answer(_ response: Script.Response) {
    switch response.outcome {
    case .fill:
      loaded = true
      simulation.record(.callback, actor: .sdk, object: name, name: "didLoad")
      let expiry = simulation.randomNumber(in: 300...900)
      if clientSleeps {
        // The client's own asynchronous work, on the virtual clock.
        Task { @MainActor [simulation, name] in
          try await simulation.clock.sleep(for: .seconds(expiry))
          simulation.record(.observation, actor: .app, object: name, name: "client saw expiry", detail: "\(expiry) s")
        }
      } else {
        // The client's own asynchronous work, on the main actor: a task that starts another.
        Task { @MainActor [simulation, name] in
          simulation.record(.observation, actor: .app, object: name, name: "client noted", detail: "\(expiry) s")
          await Task { @MainActor in
            _ = simulation.record(.observation, actor: .app, object: name, name: "client nested task")
          }.value
        }
      }
    case .fail(let code):
      loaded = false
      simulation.record(.callback, actor: .sdk, object: name, name: "didFail", detail: "\(code)")
    }
    simulation.schedule(after: .seconds(30), "\(name) refresh") { [weak self] in self?.request() }
  }

  func drive(_ step: Script.Step) -> Bool {
    switch step {
    case .tap(let willLeave):
      guard loaded, !covering else { return false }
      covering = !willLeave
      simulation.record(.callback, actor: .sdk, object: name, name: "shouldBegin", detail: "\(willLeave)")
    case .closeAd:
      guard covering else { return false }
      covering = false
      simulation.record(.callback, actor: .sdk, object: name, name: "didFinish")
    default:
      simulation.record(.observation, actor: .app, object: name, name: Trace.Event.Name(rawValue: "heard \(step)"))
    }
    return true
  }
}

@Suite("Determinism")
@MainActor
struct DeterminismTests {
  static let script = Script(
    name: "stand-in", seed: 2026,
    steps: [
      .respond(.fill(after: .seconds(2))), .advance(.seconds(5)),
      .tap(willLeave: false), .advance(.seconds(3)), .closeAd,
      .respond(.fail(3, after: .milliseconds(400))), .advance(.seconds(40)),
      .rotate(.landscape), .respond(.fill(after: .seconds(1))), .advance(.seconds(30)),
      .tap(willLeave: true), .background, .advance(.seconds(600)), .foreground,
      .memoryWarning, .rotate(.portrait), .advance(.seconds(600)),
    ])

  static func runOnce(seed: UInt64 = 2026, clientSleeps: Bool = false) async -> Data {
    var script = Self.script
    script.seed = seed
    return await Simulation.run(script) { sim in
      let ad = StandInAd(simulation: sim, clientSleeps: clientSleeps)
      await sim.play()
      withExtendedLifetime(ad) {}
      return sim.trace.encoded()
    }
  }

  @Test("The same script and seed give the same trace, byte for byte, 1,000 times")
  func thousandRuns() async throws {
    let first = await Self.runOnce()
    let trace = try JSONDecoder().decode(Trace.self, from: first)
    #expect(trace.events(named: "client noted").count == 2)
    #expect(trace.events(named: "client nested task").count == 2)
    #expect(trace.events(named: "didFinish").count == 1)
    #expect(trace.events(named: "didFail").count == 1)
    var different = 0
    for _ in 1..<1_000 where await Self.runOnce() != first {
      different += 1
    }
    #expect(different == 0)
  }

  @Test("A different seed changes the random choices and so the trace")
  func seedMatters() async {
    let first = await Self.runOnce(seed: 2026)
    let changed = await Self.runOnce(seed: 7)
    #expect(first != changed)
  }

  @Test("A client task that sleeps on the clock and hops off the main actor settles the same way 1,000 times")
  func clientSleepingOnTheClock() async throws {
    let first = await Self.runOnce(clientSleeps: true)
    let trace = try JSONDecoder().decode(Trace.self, from: first)
    #expect(trace.events(named: "client saw expiry").count == 2)
    #expect(trace.events(named: "settle gave up").isEmpty)
    var different = 0
    for _ in 1..<1_000 where await Self.runOnce(clientSleeps: true) != first {
      different += 1
    }
    #expect(different == 0)
  }

  /// Hops off the main actor and back, `count` times.
  nonisolated static func hop(_ count: Int) async -> Int {
    var total = 0
    for step in 0..<count {
      total += await Task.detached { step }.value
      await Task.yield()
    }
    return total
  }

  @Test("Settling finishes a client's long chain of hops while unrelated tasks keep the process busy")
  func settleUnderNoise() async {
    // Unrelated work, as other tests of a parallel run make: it lands on the main queue
    // while the simulation runs and must neither end a settle early nor stall it.
    let noise = (0..<4).map { _ in
      Task.detached {
        for _ in 0..<2_000 { await Task.yield() }
      }
    }
    for round in 0..<20 {
      await Simulation.run(Script(name: "noise \(round)")) { sim in
        var finished = false
        Task { @MainActor in
          _ = await Self.hop(200)
          finished = true
          sim.record(.observation, actor: .app, name: "chain finished")
        }
        await sim.settle()
        #expect(finished, "round \(round)")
        #expect(sim.trace.events(named: "chain finished").count == 1)
        #expect(sim.trace.events(named: "settle gave up").isEmpty)
      }
    }
    for task in noise { await task.value }
  }
}

import AdSimulation
import Foundation
import Testing

@Suite("Simulation")
@MainActor
struct SimulationTests {
  @Test("Timers run in deadline order, ties in the order they were scheduled, each at its own time")
  func timerOrder() async {
    let ran = await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.schedule(after: .seconds(3), "c") { log.append("c@\(sim.clock.now)") }
      sim.schedule(after: .seconds(1), "a") { log.append("a@\(sim.clock.now)") }
      sim.schedule(after: .seconds(2), "b1") { log.append("b1@\(sim.clock.now)") }
      sim.schedule(after: .seconds(2), "b2") { log.append("b2@\(sim.clock.now)") }
      sim.schedule(after: .seconds(10), "later") { log.append("later@\(sim.clock.now)") }
      await sim.advance(by: .seconds(5))
      #expect(sim.clock.now == .zero.advanced(by: .seconds(5)))
      return log.items
    }
    #expect(ran == ["a@1.000", "b1@2.000", "b2@2.000", "c@3.000"])
  }

  @Test("A timer scheduled by a timer runs in the same advance when it falls inside the window")
  func timerChains() async {
    let ran = await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.schedule(after: .seconds(1), "first") {
        log.append("first@\(sim.clock.now)")
        sim.schedule(after: .seconds(2), "second") { log.append("second@\(sim.clock.now)") }
        sim.schedule(after: .seconds(20), "outside") { log.append("outside@\(sim.clock.now)") }
      }
      await sim.advance(by: .seconds(10))
      return log.items
    }
    #expect(ran == ["first@1.000", "second@3.000"])
  }

  @Test("A zero delay runs at the next advance, and a cancelled timer never runs")
  func zeroDelayAndCancel() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      let soon = sim.schedule(after: .zero, "soon") { log.append("soon") }
      let never = sim.schedule(after: .seconds(1), "never") { log.append("never") }
      #expect(sim.isPending(soon))
      #expect(log.items.isEmpty)
      sim.cancel(never)
      #expect(!sim.isPending(never))
      await sim.advance(by: .zero)
      #expect(!sim.isPending(soon))
      await sim.advance(by: .seconds(5))
      #expect(log.items == ["soon"])
    }
  }

  @Test("Queued responses go to requests in script order")
  func responsesQueue() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.supply(.fill(after: .seconds(2)))
      sim.supply(.fail(3))
      sim.requestResponse { log.append($0.description) }
      sim.requestResponse { log.append($0.description) }
      #expect(log.items == ["fill after 2.000 s", "fail 3 after 0.000 s"])
    }
  }

  @Test("A request made with no response queued waits; waiters are answered first come, first served")
  func responseWaiters() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.requestResponse { log.append("first: \($0)") }
      sim.requestResponse { log.append("second: \($0)") }
      #expect(log.items.isEmpty)
      sim.supply(.fail(1))
      #expect(log.items == ["first: fail 1 after 0.000 s"])
      await sim.perform(.respond(.fill(after: .milliseconds(250))))
      #expect(log.items == ["first: fail 1 after 0.000 s", "second: fill after 0.250 s"])
      let driven = sim.trace.events(named: "respond")
      #expect(driven.map(\.detail) == ["fill after 0.250 s"])
      #expect(driven.first?.kind == .driven)
      // The next request finds the queue empty again and waits.
      sim.requestResponse { log.append("third: \($0)") }
      #expect(log.items.count == 2)
    }
  }

  @Test("A tracked object is named per type and gives one `released` event once it is gone")
  func trackedObjects() async {
    final class Thing {}
    let sim = await Simulation.run(Script()) { sim in
      var first: Thing? = Thing()
      let second = Thing()
      #expect(sim.track(first!, as: "Thing") == "Thing#1")
      #expect(sim.track(second, as: "Thing") == "Thing#2")
      #expect(sim.track(Log<Int>(), as: "Other") == "Other#1")
      #expect(sim.liveObjects(of: Thing.self).count == 2)
      first = nil
      #expect(sim.isReleased("Thing#1"))
      #expect(!sim.isReleased("Thing#2"))
      #expect(!sim.isReleased("NoSuchThing#9"))
      sim.noticeChanges()
      sim.noticeChanges()
      let released = sim.trace.events(.released)
      #expect(released.map(\.object) == ["Thing#1", "Other#1"])
      #expect(released.allSatisfy { $0.name == "released" && $0.actor == .app })
      #expect(sim.liveObjects(of: Thing.self).map { $0 === second } == [true])
      return sim
    }
    #expect(sim.isFinished)
    #expect(sim.trace.events(.released).map(\.object) == ["Thing#1", "Other#1", "Thing#2"])
  }

  @Test("randomNumber repeats its sequence for the same seed and stays in range")
  func randomIsSeeded() async {
    func numbers(seed: UInt64) async -> [Int] {
      await Simulation.run(Script(seed: seed)) { sim in
        (0..<50).map { _ in sim.randomNumber(in: 300...900) }
      }
    }
    let first = await numbers(seed: 42)
    let again = await numbers(seed: 42)
    let other = await numbers(seed: 43)
    #expect(first == again)
    #expect(first != other)
    #expect(first.allSatisfy { (300...900).contains($0) })
    #expect(Set(first).count > 10)
    let single = await Simulation.run(Script(seed: 7)) { sim in
      (0..<20).map { _ in sim.randomNumber(in: 5...5) }
    }
    #expect(single == Array(repeating: 5, count: 20))
  }

  @Test("The running simulation is current in its task, its child tasks, and code the app runs outside them")
  func currentPerTask() async {
    await Simulation.run(Script(name: "mine")) { sim in
      #expect(Simulation.current === sim)
      let inChild = await Task { @MainActor in Simulation.current?.script.name }.value
      #expect(inChild == "mine")
      // A detached task or a block on the main queue has no task-local simulation; the
      // one running is the app's, since simulations never overlap.
      let inDetached = await Task.detached { await MainActor.run { Simulation.current === sim } }.value
      #expect(inDetached)
      let onMainQueue = await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume(returning: Simulation.current?.script.name) }
      }
      #expect(onMainQueue == "mine")
    }
  }

  @Test("Concurrent runs each see their own simulation, and never overlap in time")
  func concurrentRunsAreSeparate() async {
    let log = SharedLog<String>()
    await withTaskGroup(of: Void.self) { group in
      for name in ["left", "right"] {
        group.addTask { await Self.runNamed(name, log: log) }
      }
    }
    let entries = log.items
    #expect(entries.count == 4)
    #expect(
      entries == ["start left", "end left", "start right", "end right"]
        || entries == ["start right", "end right", "start left", "end left"])
  }

  static func runNamed(_ name: String, log: SharedLog<String>) async {
    await Simulation.run(Script(name: name)) { sim in
      log.append("start \(name)")
      for _ in 0..<5 {
        await sim.perform(.advance(.seconds(1)))
        #expect(Simulation.current?.script.name == name)
        #expect(Simulation.current === sim)
      }
      log.append("end \(name)")
    }
  }

  @Test("shared(_:make:) makes one value per simulation")
  func sharedValues() async {
    @MainActor final class Box {}
    let first = await Simulation.run(Script()) { sim in
      let box = sim.shared(Box.self) { Box() }
      #expect(sim.shared(Box.self) { Box() } === box)
      return box
    }
    let second = await Simulation.run(Script()) { sim in
      sim.shared(Box.self) { Box() }
    }
    #expect(first !== second)
  }

  @Test("Steps are recorded as driven events; one with no driver is noted as ignored")
  func stepsAndDrivers() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.addDriver(for: .memoryWarning) { step in
        log.append("driver got \(step)")
        return true
      }
      await sim.perform(.memoryWarning)
      await sim.perform(.tap(willLeave: true))
      await sim.perform(.advance(.milliseconds(1_500)))
      #expect(log.items == ["driver got memoryWarning"])
      let lines = sim.trace.events.map { "\($0.kind) \($0.actor) \($0.name) \($0.detail)" }
      #expect(
        lines == [
          "driven device memoryWarning ",
          "driven user tap(willLeave: true) ",
          "driven user ignored nothing handles tap(willLeave: true) here",
          "driven clock advance 1.500 s",
        ])
      #expect(sim.clock.now == .zero.advanced(by: .milliseconds(1_500)))
    }
  }

  @Test("Each kind of step reaches its own drivers, newest first, and no other kind's")
  func driversByKind() async {
    let steps: [Script.Step] = [
      .tap(willLeave: false), .closeAd, .cancelAction, .background, .foreground, .rotate(.landscape),
      .memoryWarning, .urgentEvent, .navigateAway, .navigateBack, .navigateToNextAdScreen, .transition,
      .launch, .resignActive, .becomeActive, .busyMoment, .expire, .askToWatch,
    ]
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      for kind in Script.Step.Kind.allCases {
        sim.addDriver(for: kind) { _ in
          log.append("first \(kind)")
          return false
        }
        sim.addDriver(for: kind) { _ in
          log.append("second \(kind)")
          return false
        }
      }
      for step in steps { await sim.perform(step) }
      #expect(log.items == steps.flatMap { ["second \($0.kind)", "first \($0.kind)"] })
    }
  }

  @Test("play() performs every step of the script in order")
  func play() async {
    let script = Script(steps: [
      .respond(.fill(after: .seconds(1))), .advance(.seconds(2)), .rotate(.landscape),
    ])
    let names = await Simulation.run(script) { sim in
      await sim.play()
      return sim.trace.events(.driven).map(\.name)
    }
    #expect(names == ["respond", "advance", "rotate(landscape)", "ignored"])
  }

  @Test("Observers hear every change notice, event listeners every event, until removed")
  func observersAndListeners() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      let observer = sim.addObserver { log.append("changed") }
      let listener = sim.addEventListener { log.append("event \($0.sequence) \($0.name)") }
      sim.record(.observation, actor: .app, name: "one")
      sim.noticeChanges()
      sim.removeObserver(observer)
      sim.removeObserver(listener)
      sim.record(.observation, actor: .app, name: "two")
      sim.noticeChanges()
      #expect(log.items == ["event 1 one", "changed"])
      #expect(sim.trace.events.map(\.name) == ["one", "two"])
    }
  }

  @Test("A client task started by a timer has run by the time the advance returns")
  func settlesClientTasks() async {
    await Simulation.run(Script()) { sim in
      let log = Log<String>()
      sim.schedule(after: .seconds(1), "callback") {
        Task { @MainActor in
          log.append("task ran at \(sim.clock.now)")
        }
      }
      await sim.advance(by: .seconds(1))
      #expect(log.items == ["task ran at 1.000"])
    }
  }

  @Test("Making an SDK object with no running simulation stops with instructions")
  func noSimulation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = Simulation.required(by: "ADBannerView(frame:)") }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("ADBannerView(frame:) needs a current Simulation, but none is running."))
    #expect(message.contains("await Simulation.run(script) { simulation in ... }"))
  }
}

/// Observers are asked again only when something they watch may have changed.
@Suite("Noticing changes")
@MainActor
struct NoticingTests {
  @Test(
    "A second notice with nothing new skips the observers; an event, time, a step or a new observer brings them back")
  func skipsWhenNothingChanged() async {
    await Simulation.run(Script()) { sim in
      var looks = 0
      sim.addObserver { looks += 1 }
      sim.noticeChanges()
      sim.noticeChanges()
      #expect(looks == 1)
      sim.record(.observation, actor: .sdk, name: "something")
      sim.noticeChanges()
      #expect(looks == 2)
      Simulation.noteLayoutChange()
      sim.noticeChanges()
      #expect(looks == 3)
      var others = 0
      sim.addObserver { others += 1 }
      sim.noticeChanges()
      #expect(looks == 4 && others == 1)
      // A step and the time moving each bring a look, whatever else happens.
      let before = looks
      await sim.perform(.advance(.seconds(1)))
      #expect(looks > before)
      let afterAdvance = looks
      sim.noticeChanges()
      #expect(looks == afterAdvance)
    }
  }
}

import AdSimulation

extension Exploration {
  /// Plays one scenario on a fresh stage with the rules' monitors watching: steps drawn
  /// as it goes from the stage's menus, or the steps of a script as written.
  @MainActor
  enum Player {
    /// The rules whose monitors watch a subject's runs on the device.
    nonisolated static func monitors(of rules: [Contract], for subject: Subject, on device: Device) -> [Contract] {
      rules.filter { rule in
        rule.kind == subject.kind && rule.monitor != nil && (rule.idiom == nil || rule.idiom == device.idiom)
      }
    }

    /// Plays the script, or, given a generator, draws `steps` steps as it goes: in a fresh
    /// launch of the program when the subject has one, else in this process.
    static func play(
      _ script: Script, on subject: Subject, monitors: [Contract], drawing generator: Generator? = nil,
      steps: Int = 0, until stop: Stop
    ) async -> Playthrough {
      if let launch = subject.launch, launch.isAvailable {
        let request = LaunchJob.PlayRequest(
          script: script.jsonText(), monitors: monitors.map(\.id), generatorSeed: generator?.seed, steps: steps,
          stopKey: stop.key)
        switch await LaunchJob.send(.play(request), for: subject, launch: launch) {
        case nil:
          break
        case .success(.playthrough(let reply)):
          if let playthrough = try? reply.playthrough(monitors: monitors) { return playthrough }
          return Self.stopped(script, "sent a script that could not be read")
        case .success(.problem(let problem)):
          return Self.stopped(script, problem)
        case .success(.report):
          return Self.stopped(script, "answered another question")
        case .failure(let stopped):
          return Self.stopped(script, stopped.reason)
        }
      }
      return await playHere(script, on: subject, monitors: monitors, drawing: generator, steps: steps, until: stop)
    }

    /// A play whose launch gave no playthrough: a finding of its own, so the exploration
    /// says so rather than passing what it never saw.
    static func stopped(_ script: Script, _ reason: String) -> Playthrough {
      let violation = Contract.Violation(
        expected: "the scenario's fresh launch to play to its end", actual: "it \(reason)")
      return Playthrough(
        script: script, detections: [Detection(key: "run.launch-stopped", contract: nil, violation: violation, step: 0)],
        trace: Trace())
    }

    /// Plays the script in this process, as ``play(_:on:monitors:drawing:steps:until:)`` does.
    static func playHere(
      _ script: Script, on subject: Subject, monitors: [Contract], drawing generator: Generator? = nil,
      steps: Int = 0, until stop: Stop
    ) async -> Playthrough {
      await Simulation.run(script) { simulation in
        let stage = subject.setup.makeStage(in: simulation, devices: subject.devices)
        stage.prepareToPlay()
        // Watches keep their rule's position, so no rule is copied while the run goes on.
        let watches = monitors.indices.compactMap { index in
          monitors[index].monitor?.start(stage).map { (rule: index, watch: $0) }
        }
        var detections: [Detection] = []
        var stepsTaken = 0
        @MainActor func note(_ key: String, _ rule: Contract?, _ violation: Contract.Violation) {
          guard !detections.contains(where: { $0.key == key }) else { return }
          detections.append(Detection(key: key, contract: rule, violation: violation, step: stepsTaken))
        }
        @MainActor func note(rule index: Int, _ violation: Contract.Violation) {
          note(monitors[index].id, monitors[index], violation)
        }
        let listened = EventRoutes(watches) { $0.onEvent != nil }
        if !listened.isEmpty {
          simulation.addEventListener { event in
            for position in listened.positions(for: event) {
              let (rule, watch) = watches[position]
              if let violation = watch.onEvent?(event) { note(rule: rule, violation) }
            }
          }
        }
        let settled = EventRoutes(watches) { $0.onSettledEvent != nil }
        var scanned = 0
        @MainActor func inspect() {
          let events = simulation.trace.events
          for index in scanned..<events.count {
            let event = events[index]
            var claimed = false
            for position in settled.positions(for: event) {
              let (rule, watch) = watches[position]
              guard let violation = watch.onSettledEvent?(event) else { continue }
              note(rule: rule, violation)
              claimed = claimed || violation.event?.sequence == event.sequence
            }
            // Misuse a rule's monitor reported is that rule's finding, not a second one.
            if event.kind == .misuse, !claimed {
              note("misuse.\(event.name.rawValue)", nil, Self.misuse(event))
            } else if event.name == Simulation.settleGaveUp {
              note(
                "run.never-settles", nil,
                Contract.Violation(
                  expected: "the app's tasks to go idle after each step",
                  actual: "they kept running after the step at \(event.time) s", at: event))
            }
          }
          scanned = events.count
          for (rule, watch) in watches {
            if let violation = watch.onStep?() { note(rule: rule, violation) }
          }
        }
        inspect()
        var generator = generator
        var taken: [Script.Step] = []
        let count = generator == nil ? script.steps.count : steps
        while stepsTaken < count, !stop.ends(after: detections) {
          let step =
            generator?.step(from: stage.explorationMenu(), orientation: simulation.device.orientation)
            ?? script.steps[stepsTaken]
          taken.append(step)
          stepsTaken += 1
          await simulation.perform(step)
          inspect()
        }
        let trace = simulation.trace
        stage.tearDown()
        simulation.forgetTrace()
        var played = script
        played.steps = taken
        return Playthrough(script: played, detections: detections, trace: trace)
      }
    }

    nonisolated static func misuse(_ event: Trace.Event) -> Contract.Violation {
      let object = event.object.isEmpty ? "" : " on \(event.object)"
      return Contract.Violation(
        expected: "no use of the SDK that a device would reject",
        actual: "the app's \(event.name.rawValue)\(object) at \(event.time) s was misuse (\(event.detail))", at: event)
    }
  }
}

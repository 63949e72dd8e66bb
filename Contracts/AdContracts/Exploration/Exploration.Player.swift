import AdSimulation
import FakeUIKit

extension Exploration {
  /// Plays one scenario on a fresh stage with the rules' monitors watching: steps drawn
  /// as it goes from the stage's menus, or the steps of a script as written.
  @MainActor
  enum Player {
    /// The rules whose properties watch a subject's runs, on any device it runs on; a play
    /// watches those of its own device (``watched(_:on:)``).
    nonisolated static func monitors(of rules: [Rule], for subject: Subject) -> [Rule] {
      rules.filter { rule in
        rule.kind == subject.kind && rule.monitor != nil && (rule.idiom.map(subject.devices.idioms.contains) ?? true)
      }
    }

    /// The rules among the monitors that judge a run on the device: a rule of another
    /// idiom's scenario does not.
    nonisolated static func watched(_ monitors: [Rule], on device: Device) -> [Rule] {
      // Most kinds have no rule of another idiom: the list is then kept as it is, uncopied.
      guard monitors.contains(where: { $0.idiom != nil && $0.idiom != device.idiom }) else { return monitors }
      return monitors.filter { $0.idiom == nil || $0.idiom == device.idiom }
    }

    /// Plays the script, or, given a generator, draws `steps` steps as it goes: in a fresh
    /// launch of the program when the subject has one, else in this process.
    ///
    /// - Parameter tracing: Whether the caller reads the playthrough's trace. A fresh launch
    ///   sends it back only when asked, since a survey, a guide and the shrinker read only
    ///   what was broken and reached, and the trace is most of a reply.
    static func play(
      _ script: Script, on subject: Subject, monitors: [Rule], drawing generator: Generator? = nil,
      steps: Int = 0, until stop: Stop, tracing: Bool = true
    ) async -> Playthrough {
      if let launch = subject.launch, launch.isAvailable {
        let request = LaunchJob.PlayRequest(
          script: script.jsonText(), monitors: monitors.map(\.id), generatorSeed: generator?.seed, steps: steps,
          stopKey: stop.key, tracing: tracing)
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
      let violation = Rule.Violation(
        expected: "the scenario's fresh launch to play to its end", actual: "it \(reason)")
      return Playthrough(
        script: script,
        detections: [Detection(key: "run.launch-stopped", rule: nil, violation: violation, step: 0)],
        trace: Trace())
    }

    /// Plays the script in this process, as ``play(_:on:monitors:drawing:steps:until:)`` does.
    static func playHere(
      _ script: Script, on subject: Subject, monitors: [Rule], drawing generator: Generator? = nil,
      steps: Int = 0, until stop: Stop
    ) async -> Playthrough {
      await Simulation.run(script) { simulation in
        let stage = subject.setup.makeStage(in: simulation, devices: subject.devices)
        stage.prepareToPlay()
        // The app's first tasks run before time moves, as they do on a device.
        await simulation.settle()
        let watching = Rule.Watching(watched(monitors, on: simulation.device), on: stage, misuse: true)
        var generator = generator
        var taken: [Script.Step] = []
        // A drawn scenario plays the script's steps first (none, or the prefix the guide
        // starts it from), then draws the rest.
        let count = generator == nil ? script.steps.count : max(steps, script.steps.count)
        let pass = JudgingPass.of(simulation)
        while true {
          // The watches judge the stage and the next step is drawn from it in one pass:
          // nothing runs in between, so what they read of the stage is read once.
          let next: Script.Step? = pass.run {
            watching.inspect()
            watching.noteReaches()
            guard watching.stepsTaken < count, !stop.ends(after: watching.detections) else { return nil }
            return watching.stepsTaken < script.steps.count
              ? script.steps[watching.stepsTaken]
              : generator!.step(from: menu(of: stage), orientation: simulation.device.orientation)
          }
          guard let step = next else { break }
          taken.append(step)
          watching.stepsTaken += 1
          await simulation.perform(step)
        }
        let trace = simulation.trace
        stage.tearDown()
        simulation.forgetTrace()
        var played = script
        played.steps = taken
        return Playthrough(
          script: played, detections: watching.detections, trace: trace, reached: watching.reachedSteps)
      }
    }

    /// The stage's menu, less what the user does on the app's screen while the app is not
    /// active (in the background, or under a system alert): a device brings no tap, close
    /// or navigation there.
    static func menu(of stage: any Stage) -> Menu {
      // Nothing the app does runs while the menu is drawn up, so the stage is read once.
      JudgingPass.of(stage.simulation).run {
        var menu = stage.explorationMenu()
        if UIApplication.shared.applicationState != .active { menu.remove(Menu.userInput) }
        return menu
      }
    }

    nonisolated static func misuse(_ event: Trace.Event) -> Rule.Violation {
      let object = event.object.isEmpty ? "" : " on \(event.object)"
      return Rule.Violation(
        expected: "no use of the SDK that a device would reject",
        actual: "the app's \(event.name.rawValue)\(object) at \(event.time) s was misuse (\(event.detail))", at: event)
    }
  }
}

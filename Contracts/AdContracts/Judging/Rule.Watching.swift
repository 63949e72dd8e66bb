import AdSimulation

extension Rule {
  /// The properties of some rules, watched over one run: the one judgement `check`,
  /// `explore`, `play` and the Swift Testing adapter share.
  ///
  /// A rule's check plays its witness scenario with its own property watching; exploration
  /// and `play` watch every rule of the kind over their scenarios. Either way, each event
  /// reaches the watches that read it as it is recorded and again once its step has
  /// settled, and the stage is judged after each step, so a rule says the same thing of the
  /// same run wherever it is judged.
  @MainActor
  final class Watching {
    /// The rules watched, in the order their watches started.
    let rules: [Rule]
    /// The first violation of each rule, and of the SDK's rules of use when they are
    /// watched, in the order they came.
    @exclusivity(unchecked) private(set) var detections: [Exploration.Detection] = []
    /// How many steps had run, for the detections' step counts.
    @exclusivity(unchecked) var stepsTaken = 0
    private let simulation: Simulation
    private let pass: JudgingPass
    private let watches: [(rule: Int, watch: Watch)]
    /// The watches' checks of the stage after each step, with their rules' positions.
    private let stepChecks: [(rule: Int, check: () -> Violation?)]
    private let settled: Exploration.EventRoutes
    private let watchesMisuse: Bool
    // Read and written after every step, on the main actor only: no access overlaps.
    @exclusivity(unchecked) private var scanned = 0
    /// The step at which each watch was first seen to have reached its property.
    @exclusivity(unchecked) private var firstReached: [Int?] = []
    /// The watches not yet seen to have reached their property, with their positions.
    @exclusivity(unchecked) private var pending: [(position: Int, watch: Watch)] = []

    /// Starts each rule's watch on the stage.
    ///
    /// - Parameters:
    ///   - rules: The rules to watch; those without a property are left out.
    ///   - stage: The run's stage, built and not yet stepped.
    ///   - misuse: Whether SDK misuse and a run that never settles are findings of their own.
    init(_ rules: [Rule], on stage: any Stage, misuse: Bool) {
      self.rules = rules
      simulation = stage.simulation
      pass = JudgingPass.of(stage.simulation)
      watchesMisuse = misuse
      // Watches keep their rule's position, so no rule is copied while the run goes on.
      watches = rules.indices.compactMap { index in
        rules[index].monitor?.start(stage).map { (rule: index, watch: $0) }
      }
      stepChecks = watches.compactMap { entry in entry.watch.onStep.map { (entry.rule, $0) } }
      settled = Exploration.EventRoutes(watches) { $0.onSettledEvent != nil }
      let listened = Exploration.EventRoutes(watches) { $0.onEvent != nil }
      guard !listened.isEmpty else { return }
      let watches = watches
      simulation.addEventListener { [unowned self] event in
        for position in listened.positions(for: event) {
          let (rule, watch) = watches[position]
          watch.sawEvent = true
          if let violation = watch.onEvent?(event) { note(rule: rule, violation) }
        }
      }
    }

    /// Judges the events recorded since the last look, once settled, and the stage as it
    /// stands.
    func inspect() {
      pass.run(judge)
    }

    private func judge() {
      let events = simulation.trace.events
      if scanned < events.count {
        for index in scanned..<events.count {
          let event = events[index]
          var claimed = false
          for position in settled.positions(for: event) {
            let (rule, watch) = watches[position]
            watch.sawEvent = true
            guard let violation = watch.onSettledEvent?(event) else { continue }
            note(rule: rule, violation)
            claimed = claimed || violation.event?.sequence == event.sequence
          }
          guard watchesMisuse else { continue }
          // Misuse a rule's property reported is that rule's finding, not a second one.
          if event.kind == .misuse, !claimed {
            note("misuse.\(event.name.rawValue)", nil, Exploration.Player.misuse(event))
          } else if event.name == Simulation.settleGaveUp {
            note(
              "run.never-settles", nil,
              Violation(
                expected: "the app's tasks to go idle after each step",
                actual: "they kept running after the step at \(event.time) s", at: event))
          }
        }
        scanned = events.count
      }
      let stepChecks = stepChecks
      for index in stepChecks.indices {
        if let violation = stepChecks[index].check() { note(rule: stepChecks[index].rule, violation) }
      }
    }

    /// The rules whose properties the run has reached, each with the step count at which
    /// a look first saw it reached, in the order the watches started.
    var reachedSteps: [(rule: String, step: Int)] {
      watches.indices.compactMap { position in
        firstReached[position].map { (rules[watches[position].rule].id, $0) }
      }
    }

    /// Notes the rules whose properties the run reached by now, at the current step: the
    /// step the exploration's guide replays a scenario up to, to start more scenarios
    /// where a rarely reached rule is in play.
    func noteReaches() {
      if firstReached.isEmpty {
        firstReached = Array(repeating: nil, count: watches.count)
        pending = watches.indices.map { ($0, watches[$0].watch) }
      }
      // The watches still pending keep their order, in place.
      var kept = 0
      for index in pending.indices {
        if pending[index].watch.hasReached {
          firstReached[pending[index].position] = stepsTaken
        } else {
          if kept != index { pending[kept] = pending[index] }
          kept += 1
        }
      }
      if kept < pending.count { pending.removeLast(pending.count - kept) }
    }

    /// The first violation of the rule, if the run showed one.
    func violation(of rule: Rule) -> Violation? {
      detections.first { $0.key == rule.id }?.violation
    }

    private func note(rule index: Int, _ violation: Violation) {
      note(rules[index].id, rules[index], violation)
    }

    private func note(_ key: String, _ rule: Rule?, _ violation: Violation) {
      guard !detections.contains(where: { $0.key == key }) else { return }
      detections.append(Exploration.Detection(key: key, rule: rule, violation: violation, step: stepsTaken))
    }
  }
}

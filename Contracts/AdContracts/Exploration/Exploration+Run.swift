import AdSimulation

extension Exploration {
  /// Plays this run's scenarios against the client and shrinks what they find.
  ///
  /// - Parameters:
  ///   - subject: The client.
  ///   - rules: The rules to watch; those of the client's kind with a monitor do.
  ///   - progress: Told after each scenario how many have been played and how many
  ///     rules have been broken so far.
  @MainActor
  public func run(
    on subject: Subject, rules: [Rule], progress: (@Sendable (Int, Int) -> Void)? = nil
  ) async -> Result {
    let watched = monitors(of: rules, for: subject)
    if subject.launch?.isAvailable != true, let leak = await RunIsolation.shared.leak(of: subject) {
      return Result(
        subject: subject.name, exploration: self, scenariosPlayed: 0, monitors: watched, findings: [],
        unverified: leak)
    }
    let survey = await survey(subject, rules: rules, scenarios: indices, progress: progress)
    return Result(
      subject: subject.name, exploration: self, scenariosPlayed: survey.scenariosPlayed, monitors: watched,
      findings: await findings(of: survey, on: subject, rules: rules), reached: survey.reached)
  }

  /// Why the client's runs cannot be judged, when it keeps state from one run to the
  /// next (see the harness's warm-up); `nil` when they can.
  public func isolationLeak(of subject: Subject) async -> String? {
    if subject.launch?.isAvailable == true { return nil }
    return await RunIsolation.shared.leak(of: subject)
  }

  /// The ids of the rules whose monitors watch the client's scenarios.
  public func monitors(of rules: [Rule], for subject: Subject) -> [String] {
    Player.monitors(of: rules, for: subject).map(\.id)
  }

  /// Plays the scenarios with the given indices, round by round, and notes the first that
  /// broke each rule.
  ///
  /// Each round after the first is drawn with a guide made from the rounds before it (see
  /// ``Guide``); the survey keeps the guides, so each scenario can be drawn again.
  @MainActor
  package func survey(
    _ subject: Subject, rules: [Rule], scenarios: [Int], progress: (@Sendable (Int, Int) -> Void)? = nil
  ) async -> Survey {
    let monitors = Player.monitors(of: rules, for: subject)
    var survey = Survey()
    for (round, indices) in rounds(of: scenarios) {
      let guide = round == 0 ? nil : await self.guide(after: survey, monitors: monitors, subject: subject)
      survey.guides[round] = guide
      let (before, broken) = (survey.scenariosPlayed, survey.firstScenario.count)
      let part = await self.survey(subject, rules: rules, scenarios: indices, guide: guide) { played, found in
        progress?(before + played, max(broken, found))
      }
      survey.merge(part)
    }
    return survey
  }

  /// Plays the scenarios with the given indices, all with one round's guide, and notes the
  /// first that broke each rule: a worker's part of a round its parent drew the guide for.
  @MainActor
  package func survey(
    _ subject: Subject, rules: [Rule], scenarios: [Int], guide: Guide?,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) async -> Survey {
    let monitors = Player.monitors(of: rules, for: subject)
    var survey = Survey()
    for index in scenarios {
      // A scenario plays to its end: a rule broken after another is found too.
      let playthrough = await playScenario(
        index, of: subject, monitors: monitors, guide: guide, until: .never, tracing: false)
      survey.note(playthrough, scenario: index)
      progress?(survey.scenariosPlayed, survey.firstScenario.count)
    }
    return survey
  }

  /// Draws each rule's first failing scenario again, shrinks it and describes it.
  @MainActor
  package func findings(of survey: Survey, on subject: Subject, rules: [Rule]) async -> [Finding] {
    let monitors = Player.monitors(of: rules, for: subject)
    let ordered = survey.firstScenario.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
    var findings: [Finding] = []
    for (key, index) in ordered {
      let round = Guide.round(ofPosition: position(ofScenario: index))
      let drawn = await playScenario(
        index, of: subject, monitors: monitors, guide: survey.guides[round], until: .key(key))
      guard let detection = drawn.detections.first(where: { $0.key == key }) else { continue }
      var shrinker = Shrinker(subject: subject, monitors: monitors, key: key)
      let shrunk = await shrinker.shrink(drawn.script)
      let replay = await Player.play(shrunk, on: subject, monitors: monitors, until: .key(key))
      let shown = replay.detections.first { $0.key == key } ?? detection
      findings.append(
        Self.finding(shown, scenario: index, originalSteps: detection.step, script: shrunk, trace: replay.trace))
    }
    return findings
  }

  /// Plays a script as written with every monitor watching, as `adconform play` does, and
  /// returns its trace and each rule it broke.
  @MainActor
  public static func replay(
    _ script: Script, on subject: Subject, rules: [Rule]
  ) async -> (trace: Trace, findings: [Finding]) {
    let monitors = Player.monitors(of: rules, for: subject)
    let playthrough = await Player.play(script, on: subject, monitors: monitors, until: .never)
    let findings = playthrough.detections.map {
      finding($0, scenario: nil, originalSteps: $0.step, script: script, trace: playthrough.trace)
    }
    return (playthrough.trace, findings)
  }

  /// The script scenario `index` starts from: its seed, the client's device, no steps.
  public func baseScript(ofScenario index: Int, for subject: Subject) -> Script {
    var script = Script(
      name: "\(subject.name), scenario \(index) of seed \(seed)", seed: scriptSeed(ofScenario: index),
      device: device(for: subject, scenario: index))
    subject.setup.prepare(&script)
    subject.setup.prepareForExploration(&script)
    return script
  }

  /// The device of a scenario: the subject's usual idiom, or, for an app that runs on
  /// several, one drawn from the scenario's seed, so the rules of each idiom are reached.
  func device(for subject: Subject, scenario index: Int) -> Device {
    let idioms = subject.devices.idioms.sorted { $0.rawValue < $1.rawValue }
    guard idioms.count > 1 else { return Device(idiom: subject.defaultIdiom, systemVersion: subject.systemVersion) }
    var random = SeededRandom(seed: scriptSeed(ofScenario: index) ^ 0x1D_10)
    // The usual idiom in three scenarios of four.
    let idiom =
      random.integer(in: 0...3) > 0 ? subject.defaultIdiom : idioms[random.integer(in: 0...(idioms.count - 1))]
    return Device(idiom: idiom, systemVersion: subject.systemVersion)
  }

  @MainActor
  func playScenario(
    _ index: Int, of subject: Subject, monitors: [Rule], guide: Guide?, steps: Int? = nil, until stop: Stop = .first,
    tracing: Bool = true
  ) async -> Playthrough {
    let script = startingScript(ofScenario: index, for: subject, guide: guide)
    let generator = Generator(seed: scriptSeed(ofScenario: index) ^ 0x5DEE_CE66_D1CE_4E5B)
    return await Player.play(
      script, on: subject, monitors: monitors, drawing: generator, steps: steps ?? self.steps, until: stop,
      tracing: tracing)
  }

  /// The finding a detection makes in the trace of the run that showed it: the timeline
  /// and its events, the violation's event as the failing one, and the run's misuse.
  static func finding(
    _ detection: Detection, scenario: Int?, originalSteps: Int, script: Script, trace: Trace
  ) -> Finding {
    let events = Rule.timelineEvents(trace)
    let marked = detection.violation.event.flatMap { Rule.shownEvent(for: $0, in: events) }?.sequence
    return Finding(
      rule: detection.key, severity: detection.rule?.severity ?? .must, scenario: scenario,
      originalSteps: originalSteps, script: script, expected: trace.spoken(detection.violation.expected),
      actual: trace.spoken(detection.violation.actual), timeline: trace.timeline(events, marking: marked),
      fix: trace.spoken(detection.rule?.fix ?? Self.misuseFix(detection.key)), guide: detection.rule?.guide ?? "",
      events: events, failingEvent: marked, misuses: trace.events(.misuse).map { Trace.line(for: $0, spokenBy: trace) })
  }

  static func misuseFix(_ key: String) -> String {
    key == "run.never-settles"
      ? "let every task the client starts finish or wait on the clock (Subject.Context.clock)."
      : "call the SDK only as its reference allows; the timeline shows the call a device would reject."
  }
}

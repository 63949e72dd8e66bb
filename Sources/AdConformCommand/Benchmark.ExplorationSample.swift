import AdContracts
import Foundation

extension Benchmark {
  /// How fast exploration plays scenarios of 20 steps, on one core and on all of them,
  /// and how long shrinking a finding takes.
  struct ExplorationSample {
    /// The clients explored, one conforming client of each kind.
    var subjects: [String]
    /// The scenarios played for each client in each measurement.
    var scenariosPerSubject: Int
    /// Scenarios a second with one process.
    var oneCore: Double
    /// Scenarios a second with one worker process for each core, when workers can start.
    var allCores: Double?
    /// The cores the all-core measurement used.
    var cores: Int
    /// The client whose finding was shrunk, and the time each shrink took.
    var shrunk: (subject: String, rule: String, steps: Int, time: Duration)?
    /// Why part of the sample could not be taken.
    var note: String?

    /// The all-core speed over the one-core speed.
    var scaling: Double? { allCores.map { $0 / oneCore } }

    /// The scenarios of each measurement in a release build, and in a debug build.
    static func scenarios(optimized: Bool) -> Int { optimized ? 4_000 : 150 }

    /// Explores one conforming client of each kind, on one core then on all, and shrinks
    /// one faulty client's finding.
    @MainActor
    static func measure(fixtures: [SubjectCatalog.Entry], rules: [Contract]) async -> ExplorationSample {
      var seenKinds: Set<String> = []
      let chosen = fixtures.filter { $0.conforms && seenKinds.insert($0.subject.kind.rawValue).inserted }
      let count = scenarios(optimized: isOptimized)
      let exploration = Exploration(scenarios: count, seed: 1, steps: 20)
      let clock = ContinuousClock()
      let cores = ProcessInfo.processInfo.activeProcessorCount
      var oneCoreTime = Duration.zero
      var allCoresTime: Duration? = WorkerProcesses.mayStart.load(ordering: .relaxed) ? .zero : nil
      var note: String?
      for fixture in chosen {
        if allCoresTime != nil {
          var start = clock.now
          do {
            _ = try WorkerProcesses.survey(of: exploration, subject: fixture.subject.name, count: 1)
            oneCoreTime += start.duration(to: clock.now)
            start = clock.now
            _ = try WorkerProcesses.survey(of: exploration, subject: fixture.subject.name, count: cores)
            allCoresTime! += start.duration(to: clock.now)
            continue
          } catch {
            note = "worker processes could not run (\(error)); one core was measured in this process"
            allCoresTime = nil
            oneCoreTime = .zero
          }
        }
        let start = clock.now
        _ = await exploration.survey(fixture.subject, rules: rules, scenarios: exploration.indices)
        oneCoreTime += start.duration(to: clock.now)
      }
      if allCoresTime == nil, note == nil {
        note = "all cores are measured only by the adconform program, which can start worker processes"
      }
      let total = Double(count * chosen.count)
      let seconds = { (duration: Duration) in max(millisecondsValue(duration) / 1_000, 1e-9) }
      return ExplorationSample(
        subjects: chosen.map(\.subject.name), scenariosPerSubject: count, oneCore: total / seconds(oneCoreTime),
        allCores: allCoresTime.map { total / seconds($0) }, cores: cores,
        shrunk: await shrinkSample(fixtures: fixtures, rules: rules), note: note)
    }

    /// Finds a faulty client breaking a monitor in a few scenarios and times the
    /// shrinking of what it found: first one whose bug only exploration finds, as its
    /// scenarios are the longest to shrink.
    @MainActor
    static func shrinkSample(
      fixtures: [SubjectCatalog.Entry], rules: [Contract]
    ) async -> (subject: String, rule: String, steps: Int, time: Duration)? {
      let monitors = Set(rules.filter(\.isMonitor).map(\.id))
      let exploration = Exploration(scenarios: 200, seed: 1, steps: 20)
      let candidates = fixtures.filter { !$0.explorationFinds.isEmpty } + fixtures.filter { $0.explorationFinds.isEmpty }
      for fixture in candidates where !fixture.violates.union(fixture.explorationFinds).isDisjoint(with: monitors) {
        let survey = await exploration.survey(fixture.subject, rules: rules, scenarios: exploration.indices)
        guard !survey.firstScenario.isEmpty else { continue }
        let clock = ContinuousClock()
        let start = clock.now
        let findings = await exploration.findings(of: survey, on: fixture.subject, rules: rules)
        let time = start.duration(to: clock.now) / max(1, findings.count)
        guard let first = findings.first else { continue }
        return (fixture.subject.name, first.rule, first.script.steps.count, time)
      }
      return nil
    }
  }
}

import AdConformCommand
import AdContracts
import AdSimulation
import Foundation

extension Benchmark {
  /// How fast exploration plays scenarios of 20 steps, on one core and on all of them,
  /// and how long shrinking a finding takes.
  struct ExplorationSample {
    /// The clients explored, one conforming client of each kind.
    var subjects: [String]
    /// The scenarios played for each client in each measurement.
    var scenariosPerSubject: Int
    /// Scenarios a second with one process: every client at its fastest pass.
    var oneCore: Double
    /// Scenarios a second with one process in each pass, every client once.
    var oneCorePasses: [Double]
    /// Scenarios a second with one process for each client alone, in ``subjects``' order,
    /// at its fastest pass: which clients' kinds cost the most to explore.
    var oneCoreBySubject: [Double]
    /// Scenarios a second with one worker process for each core, when workers can start:
    /// every client at its fastest pass.
    var allCores: Double?
    /// Scenarios a second on all cores in each pass.
    var allCoresPasses: [Double]
    /// The cores the all-core measurement used.
    var cores: Int
    /// What the workers were given of the machine, when workers ran.
    var usage: WorkerUsage?

    /// What the worker processes were given of the machine over every pass: it tells a
    /// busy machine from code that does not scale.
    struct WorkerUsage {
      /// The processor time the all-core workers were given over the wall time they took:
      /// about `cores` on a quiet machine, less when other programs took some of them.
      var coresGiven: Double
      /// The processor time a scenario took in one worker.
      var oneCorePerScenario: Duration
      /// The processor time a scenario took with a worker on each core: the same work, so
      /// about the one-worker figure, more when the cores ran slower for sharing the
      /// machine.
      var allCoresPerScenario: Duration

      /// The usage of workers that played `scenarios` on one core and as many again on
      /// all, from the processor time each measurement took and the all-core wall time;
      /// nil when nothing was measured (a system that reports no processor time).
      init?(oneCoreProcessor: Duration, allCoresProcessor: Duration, allCoresWall: Duration, scenarios: Int) {
        guard scenarios > 0, oneCoreProcessor > .zero, allCoresProcessor > .zero, allCoresWall > .zero else {
          return nil
        }
        coresGiven = millisecondsValue(allCoresProcessor) / millisecondsValue(allCoresWall)
        oneCorePerScenario = oneCoreProcessor / scenarios
        allCoresPerScenario = allCoresProcessor / scenarios
      }
    }
    /// The scenarios played for each client in fresh launches.
    var freshLaunchScenariosPerSubject = 0
    /// Scenarios a second (wall time) with one worker process playing each scenario in a
    /// fresh launch of the program, as `explore` does: every client once, or `nil` when the
    /// program cannot make fresh launches. The rates above time the harness alone.
    var freshLaunches: Double?
    /// The same for each client alone, in ``subjects``' order.
    var freshLaunchesBySubject: [Double] = []
    /// The client whose finding was shrunk, and the time each shrink took.
    var shrunk: (subject: String, rule: String, steps: Int, time: Duration)?
    /// Why part of the sample could not be taken.
    var note: String?

    /// The all-core speed over the one-core speed.
    var scaling: Double? { allCores.map { $0 / oneCore } }

    /// The scenarios of each measurement in a release build, and in a debug build.
    static func scenarios(optimized: Bool) -> Int { optimized ? 4_000 : 150 }

    /// The scenarios of each client's measurement in fresh launches, a launch each.
    static func freshLaunchScenarios(optimized: Bool) -> Int { optimized ? 400 : 20 }

    /// The passes over the clients for the bench's passes: as many in a release build, up
    /// to five, and each client keeps its fastest, so a pass slowed by the rest of the
    /// machine (another process, a busy host) does not stand for the code; one in a debug
    /// build, which is held to no target.
    static func passes(iterations: Int) -> Int { isOptimized ? min(max(1, iterations), 5) : 1 }

    /// Explores one conforming client of each kind, on one core then on all, in several
    /// passes, and shrinks one faulty client's finding.
    @MainActor
    static func measure(
      fixtures: [SubjectCatalogue.Entry], rules: [Rule], passes: Int
    ) async -> ExplorationSample {
      var seenKinds: Set<String> = []
      let chosen = fixtures.filter { $0.conforms && seenKinds.insert($0.subject.kind.rawValue).inserted }
      let count = scenarios(optimized: isOptimized)
      let exploration = Exploration(scenarios: count, seed: 1, steps: 20)
      let cores = ProcessInfo.processInfo.activeProcessorCount
      var note: String?
      let times: (oneCore: [[Duration]], allCores: [[Duration]]?, usage: WorkerUsage?)
      if WorkerProcesses.mayStart.load(ordering: .relaxed) {
        do {
          times = try workerTimes(of: exploration, for: chosen, cores: cores, passes: passes)
        } catch {
          note = "worker processes could not run (\(error)); one core was measured in this process"
          times = (await inProcessTimes(of: exploration, for: chosen, rules: rules, passes: passes), nil, nil)
        }
      } else {
        note = "all cores are measured only by the adconform program, which can start worker processes"
        times = (await inProcessTimes(of: exploration, for: chosen, rules: rules, passes: passes), nil, nil)
      }
      let oneCore = rates(of: times.oneCore, scenariosPerClient: count)
      let allCores = times.allCores.map { rates(of: $0, scenariosPerClient: count) }
      var sample = ExplorationSample(
        subjects: chosen.map(\.subject.name), scenariosPerSubject: count,
        oneCore: oneCore.fastest, oneCorePasses: oneCore.passes,
        oneCoreBySubject: times.oneCore.map { rates(of: [$0], scenariosPerClient: count).fastest },
        allCores: allCores?.fastest, allCoresPasses: allCores?.passes ?? [], cores: cores,
        usage: times.usage,
        shrunk: await shrinkSample(fixtures: fixtures, rules: rules), note: note)
      if times.allCores != nil, FreshLaunch.isAvailable {
        let scenarios = freshLaunchScenarios(optimized: isOptimized)
        if let fresh = try? freshLaunchTimes(of: Exploration(scenarios: scenarios, seed: 1, steps: 20), for: chosen) {
          sample.freshLaunchScenariosPerSubject = scenarios
          sample.freshLaunches = rates(of: fresh.map { [$0] }, scenariosPerClient: scenarios).fastest
          sample.freshLaunchesBySubject = fresh.map { rates(of: [[$0]], scenariosPerClient: scenarios).fastest }
        }
      }
      return sample
    }

    /// Each client's time in one worker process that plays each scenario in a fresh
    /// launch, as `explore` does.
    static func freshLaunchTimes(of exploration: Exploration, for chosen: [SubjectCatalogue.Entry]) throws -> [Duration]
    {
      let clock = ContinuousClock()
      return try chosen.map { fixture in
        let start = clock.now
        _ = try WorkerProcesses.survey(of: exploration, subject: fixture.subject.name, count: 1, freshLaunches: true)
        return start.duration(to: clock.now)
      }
    }

    /// Scenarios a second from each client's time in each pass: with every client at its
    /// fastest pass, and for each pass with every client once.
    ///
    /// - Parameter times: For each client, its time in each pass.
    static func rates(of times: [[Duration]], scenariosPerClient: Int) -> (fastest: Double, passes: [Double]) {
      let scenarios = Double(scenariosPerClient * times.count)
      let rate = { (duration: Duration) in scenarios / max(millisecondsValue(duration) / 1_000, 1e-9) }
      let fastest = times.reduce(Duration.zero) { $0 + ($1.min() ?? .zero) }
      let passCount = times.map(\.count).min() ?? 0
      let passes = (0..<passCount).map { pass in rate(times.reduce(.zero) { $0 + $1[pass] }) }
      return (rate(fastest), passes)
    }

    /// Each pass's time for each client in one worker process, then in one for each core,
    /// and what the workers were given of the machine.
    static func workerTimes(
      of exploration: Exploration, for chosen: [SubjectCatalogue.Entry], cores: Int, passes: Int
    ) throws -> (oneCore: [[Duration]], allCores: [[Duration]]?, usage: WorkerUsage?) {
      let clock = ContinuousClock()
      var oneCore = [[Duration]](repeating: [], count: chosen.count)
      var allCores = [[Duration]](repeating: [], count: chosen.count)
      var oneCoreProcessor = Duration.zero
      var allCoresProcessor = Duration.zero
      var allCoresWall = Duration.zero
      for _ in 0..<max(1, passes) {
        for (position, fixture) in chosen.enumerated() {
          var before = WorkerProcesses.processorTimeOfFinishedWorkers()
          var start = clock.now
          _ = try WorkerProcesses.survey(of: exploration, subject: fixture.subject.name, count: 1, freshLaunches: false)
          oneCore[position].append(start.duration(to: clock.now))
          oneCoreProcessor += WorkerProcesses.processorTimeOfFinishedWorkers() - before
          before = WorkerProcesses.processorTimeOfFinishedWorkers()
          start = clock.now
          _ = try WorkerProcesses.survey(
            of: exploration, subject: fixture.subject.name, count: cores, freshLaunches: false)
          let wall = start.duration(to: clock.now)
          allCores[position].append(wall)
          allCoresWall += wall
          allCoresProcessor += WorkerProcesses.processorTimeOfFinishedWorkers() - before
        }
      }
      let usage = WorkerUsage(
        oneCoreProcessor: oneCoreProcessor, allCoresProcessor: allCoresProcessor, allCoresWall: allCoresWall,
        scenarios: max(1, passes) * chosen.count * exploration.indices.count)
      return (oneCore, allCores, usage)
    }

    /// Each pass's time for each client, played in this process.
    @MainActor
    static func inProcessTimes(
      of exploration: Exploration, for chosen: [SubjectCatalogue.Entry], rules: [Rule], passes: Int
    ) async -> [[Duration]] {
      let clock = ContinuousClock()
      var times = [[Duration]](repeating: [], count: chosen.count)
      for _ in 0..<max(1, passes) {
        for (position, fixture) in chosen.enumerated() {
          let start = clock.now
          _ = await exploration.survey(fixture.subject, rules: rules, scenarios: exploration.indices)
          times[position].append(start.duration(to: clock.now))
        }
      }
      return times
    }

    /// Finds a faulty client breaking a monitor in a few scenarios and times the
    /// shrinking of what it found: first one whose bug only exploration finds, as its
    /// scenarios are the longest to shrink.
    @MainActor
    static func shrinkSample(
      fixtures: [SubjectCatalogue.Entry], rules: [Rule]
    ) async -> (subject: String, rule: String, steps: Int, time: Duration)? {
      let monitors = Set(rules.filter(\.isMonitor).map(\.id))
      let exploration = Exploration(scenarios: 200, seed: 1, steps: 20)
      let candidates =
        fixtures.filter { !$0.explorationFinds.isEmpty } + fixtures.filter { $0.explorationFinds.isEmpty }
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

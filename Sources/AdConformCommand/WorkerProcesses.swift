import AdContracts
import Foundation
import Synchronization

/// Plays one exploration's scenarios in several processes of the same program, one for
/// each core, and merges what they found.
///
/// The simulations of one process run one at a time on its main actor, so more cores need
/// more processes. Each worker is this program run again as `explore --survey-only` on its
/// own shard of a round's scenarios, with the round's guide (``guidedSurvey(of:subject:rules:count:freshLaunches:progress:)``
/// draws it here from the rounds before); it prints each rule's first failing scenario and
/// what its scenarios reached, and this process merges the surveys and does the
/// shrinking. A scenario depends on the seed, its index and its round's guide alone, so the
/// merged survey is the one a single process would make.
package enum WorkerProcesses {
  /// Whether this process may start workers: only the `adconform` program (or a team's
  /// own gate built on ``AdConformCommand/main(subjects:)``) can run itself again; tests
  /// calling ``AdConformCommand/run(_:subjects:)`` play every scenario in-process.
  package static let mayStart = Atomic<Bool>(false)

  /// Why workers could not be run.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// The program's own executable.
  static var executable: URL? {
    #if os(Linux)
      return URL(fileURLWithPath: "/proc/self/exe")
    #else
      return Bundle.main.executableURL
    #endif
  }

  /// The processor time, user and system, of every worker this process has started and
  /// seen end, so a measurement can tell the cores its workers were given.
  package static func processorTimeOfFinishedWorkers() -> Duration {
    var usage = rusage()
    #if os(Linux)
      let children = RUSAGE_CHILDREN.rawValue
    #else
      let children = RUSAGE_CHILDREN
    #endif
    guard getrusage(children, &usage) == 0 else { return .zero }
    let seconds = Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)
    let microseconds = Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
    return .seconds(seconds) + .microseconds(microseconds)
  }

  /// The allocator settings a worker starts with: on Linux, a larger per-thread cache in
  /// glibc's allocator, which serves most of a scenario's short-lived objects without
  /// reaching the arena (about 4% faster); none where the user set their own.
  static var allocatorTuning: [String: String] {
    #if os(Linux)
      guard ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] == nil else { return [:] }
      return ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=500:glibc.malloc.tcache_max=1024"]
    #else
      return [:]
    #endif
  }

  /// The most scenarios one worker process plays before a fresh one takes over, which
  /// bounds what a long run holds in memory (an app task still waiting for an ad when
  /// its run ended is never resumed) and lets the progress line move.
  static let chunkSize = 5_000

  /// Plays the exploration's shard in worker processes, `count` at a time, and merges
  /// their surveys.
  ///
  /// - Parameter progress: Told after each worker how many scenarios have been played
  ///   and how many rules broken so far.
  ///   - freshLaunches: Whether the workers play each scenario in a fresh launch; the
  ///     benchmark, timing the harness itself, turns them off.
  package static func survey(
    of exploration: Exploration, subject: String, count: Int, freshLaunches: Bool = true, round: Round? = nil,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> Exploration.Survey {
    guard let executable else { throw Failure(description: "the program's own executable could not be found") }
    let shard = exploration.shard
    let positions = round?.scenarios.count ?? exploration.indices.count
    let chunks = max(1, min(positions, max(count, (positions + chunkSize - 1) / chunkSize)))
    let finished = DispatchSemaphore(value: 0)
    var running: [Int: (Process, Pipe)] = [:]
    var next = 0
    var merged = Exploration.Survey()
    func start(_ chunk: Int) throws {
      // Chunk c of C takes positions c, c + C, … of the shard I/N: the scenarios
      // i ≡ (I − 1) + N·c (mod N·C).
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "explore", "--subject", subject, "--scenarios", "\(exploration.scenarios)", "--seed", "\(exploration.seed)",
        "--steps", "\(exploration.steps)", "--shard", "\(shard.index + shard.count * chunk)/\(shard.count * chunks)",
        "--jobs", "1", "--survey-only",
      ]
      var environment = allocatorTuning
      if !freshLaunches { environment["ADCONFORM_FRESH_LAUNCH"] = "0" }
      if let round { environment.merge(round.environment) { $1 } }
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      process.terminationHandler = { _ in finished.signal() }
      try process.run()
      running[chunk] = (process, output)
    }
    while next < min(count, chunks) {
      try start(next)
      next += 1
    }
    while !running.isEmpty {
      finished.wait()
      guard let (chunk, (process, output)) = running.first(where: { !$0.value.0.isRunning }) else { continue }
      running[chunk] = nil
      let data = output.fileHandleForReading.readDataToEndOfFile()
      guard process.terminationStatus == 0, let survey = parse(String(decoding: data, as: UTF8.self)) else {
        for (process, _) in running.values { process.terminate() }
        throw Failure(
          description:
            "worker process \(chunk + 1) of \(chunks) ended with status \(process.terminationStatus) without its survey"
        )
      }
      merged.merge(survey)
      progress(merged.scenariosPlayed, merged.firstScenario.count)
      if next < chunks {
        try start(next)
        next += 1
      }
    }
    return merged
  }

  /// A survey as a worker prints it: `played N`, then one `first RULE SCENARIO` a line,
  /// one `reached RULE COUNT` a line, and one `earliest RULE SCENARIO STEP` a line.
  static func text(of survey: Exploration.Survey) -> String {
    var lines = ["played \(survey.scenariosPlayed)"]
    for (key, index) in survey.firstScenario.sorted(by: { $0.key < $1.key }) {
      lines.append("first \(key) \(index)")
    }
    for (key, count) in survey.reached.sorted(by: { $0.key < $1.key }) {
      lines.append("reached \(key) \(count)")
    }
    for (key, reach) in survey.earliestReach.sorted(by: { $0.key < $1.key }) {
      lines.append("earliest \(key) \(reach.scenario) \(reach.step)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a survey a worker printed, or `nil` when the text is not one.
  static func parse(_ text: String) -> Exploration.Survey? {
    var survey = Exploration.Survey()
    var sawCount = false
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.count == 2, words[0] == "played", let count = Int(words[1]) {
        survey.scenariosPlayed = count
        sawCount = true
      } else if words.count == 3, words[0] == "first", let index = Int(words[2]) {
        survey.firstScenario[String(words[1])] = index
      } else if words.count == 3, words[0] == "reached", let count = Int(words[2]) {
        survey.reached[String(words[1])] = count
      } else if words.count == 4, words[0] == "earliest", let scenario = Int(words[2]), let step = Int(words[3]) {
        survey.earliestReach[String(words[1])] = Exploration.Survey.Reach(scenario: scenario, step: step)
      } else {
        return nil
      }
    }
    return sawCount ? survey : nil
  }
}

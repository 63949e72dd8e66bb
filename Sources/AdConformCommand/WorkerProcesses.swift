import AdContracts
import Foundation
import Synchronization

/// Plays one exploration's scenarios in several processes of the same program, one for
/// each core, and merges what they found.
///
/// The simulations of one process run one at a time on its main actor, so more cores need
/// more processes. Each worker is this program run again as `explore --survey-only` on its
/// own shard of the scenarios; it prints each rule's first failing scenario, and this
/// process merges the surveys and does the shrinking. Scenario `i` is drawn from the seed
/// and `i` alone, so the merged survey is the one a single process would make.
enum WorkerProcesses {
  /// Whether this process may start workers: only the `adconform` program (or a team's
  /// own gate built on ``AdConformCommand/main(subjects:)``) can run itself again; tests
  /// calling ``AdConformCommand/run(_:subjects:)`` play every scenario in-process.
  static let mayStart = Atomic<Bool>(false)

  /// Why workers could not be run.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The program's own executable.
  static var executable: URL? {
    #if os(Linux)
      return URL(fileURLWithPath: "/proc/self/exe")
    #else
      return Bundle.main.executableURL
    #endif
  }

  /// Runs `count` workers over the exploration's shard and merges their surveys.
  static func survey(
    of exploration: Exploration, subject: String, count: Int
  ) throws -> Exploration.Survey {
    guard let executable else { throw Failure(description: "the program's own executable could not be found") }
    let shard = exploration.shard
    var running: [(Process, Pipe)] = []
    for worker in 0..<count {
      // Worker w of the shard I/N takes positions w, w + count, … of the shard's
      // scenarios: the scenarios i ≡ (I − 1) + N·w (mod N·count).
      let index = shard.index + shard.count * worker
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "explore", "--subject", subject, "--scenarios", "\(exploration.scenarios)", "--seed", "\(exploration.seed)",
        "--steps", "\(exploration.steps)", "--shard", "\(index)/\(shard.count * count)", "--jobs", "1", "--survey-only",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      running.append((process, output))
    }
    var merged = Exploration.Survey()
    for (process, output) in running {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0, let survey = parse(String(decoding: data, as: UTF8.self)) else {
        throw Failure(
          description: "a worker process ended with status \(process.terminationStatus) without its survey")
      }
      merged.merge(survey)
    }
    return merged
  }

  /// A survey as a worker prints it: `played N`, then one `first RULE SCENARIO` a line.
  static func text(of survey: Exploration.Survey) -> String {
    var lines = ["played \(survey.scenariosPlayed)"]
    for (key, index) in survey.firstScenario.sorted(by: { $0.key < $1.key }) {
      lines.append("first \(key) \(index)")
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
      } else {
        return nil
      }
    }
    return sawCount ? survey : nil
  }
}

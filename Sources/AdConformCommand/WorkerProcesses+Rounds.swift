import AdContracts
import AdSimulation
import Foundation

extension WorkerProcesses {
  /// One round of an exploration handed to workers: its scenarios and the guide its
  /// parent drew for it, passed to each worker in its environment and a file.
  package struct Round {
    /// The round's number (see ``Exploration/Guide``).
    var number: Int
    /// The round's scenarios, in order.
    var scenarios: [Int]
    /// The file holding the round's guide, when it has one.
    var guideFile: URL?

    /// What a worker is told of the round.
    var environment: [String: String] {
      var values = [
        Self.roundVariable: "\(number)",
        Self.rangeVariable: "\(scenarios.first ?? 0)-\(scenarios.last ?? -1)",
      ]
      values[Self.guideVariable] = guideFile?.path
      return values
    }

    static let roundVariable = "ADCONFORM_WORKER_ROUND"
    static let rangeVariable = "ADCONFORM_WORKER_SCENARIOS"
    static let guideVariable = "ADCONFORM_WORKER_GUIDE"
    /// What separates the scripts of a guide's file.
    static let separator = "\n----\n"

    /// The part of a round this process was started to play, when it is a worker given one.
    static func given(in exploration: Exploration) throws -> (scenarios: [Int], guide: Exploration.Guide?)? {
      let environment = ProcessInfo.processInfo.environment
      guard environment[roundVariable] != nil, let range = environment[rangeVariable] else { return nil }
      let bounds = range.split(separator: "-").compactMap { Int($0) }
      guard bounds.count == 2 else { throw Failure(description: "the worker's scenarios '\(range)' are not LOW-HIGH") }
      let scenarios = exploration.indices.filter { $0 >= bounds[0] && $0 <= bounds[1] }
      guard let path = environment[guideVariable] else { return (scenarios, nil) }
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let starts = try text.components(separatedBy: separator).filter { !$0.isEmpty }.map { try Script.decode($0) }
      return (scenarios, Exploration.Guide(starts: starts))
    }
  }

  /// Plays the exploration round by round in worker processes, `count` at a time, drawing
  /// each round's guide here from the rounds before it, and merges their surveys: the
  /// survey one process would make.
  @MainActor
  static func guidedSurvey(
    of exploration: Exploration, subject: Subject, rules: [Rule], count: Int, freshLaunches: Bool = true,
    progress: (Int, Int) -> Void = { _, _ in }
  ) async throws -> Exploration.Survey {
    var merged = Exploration.Survey()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adconform-guides-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (number, scenarios) in exploration.rounds(of: exploration.indices) {
      var round = Round(number: number, scenarios: scenarios)
      if number > 0 {
        let guide = await exploration.guide(after: merged, subject: subject, rules: rules)
        merged.guides[number] = guide
        if !guide.starts.isEmpty {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          let file = folder.appendingPathComponent("round-\(number).txt")
          try guide.starts.map { $0.jsonText() }.joined(separator: Round.separator)
            .write(to: file, atomically: true, encoding: .utf8)
          round.guideFile = file
        }
      }
      let before = merged
      let part = try survey(
        of: exploration, subject: subject.name, count: count, freshLaunches: freshLaunches, round: round
      ) { played, broken in
        progress(before.scenariosPlayed + played, max(before.firstScenario.count, broken))
      }
      merged.merge(part)
    }
    return merged
  }
}

import AdContracts
import AdSimulation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AdConformCommand {
  /// The explore command's JSON document; it holds no timing, so the same settings give
  /// the same bytes.
  struct ExploreDocument: Encodable {
    struct Finding: Encodable {
      var rule: String
      var severity: String
      /// The verdict, as check's document gives it: `fail` for MUST, `warn` for SHOULD.
      var status: String
      /// What the gate made of it: `fail`, or `warn` for a SHOULD rule without `--strict`.
      var gate: String
      var scenario: Int?
      var stepsWhenFound: Int
      var message: String
      var guide: String
      var fix: String
      var timeline: [String]
      /// The shrunk script's events, as check's document gives a report's.
      var events: [Trace.Event]
      /// The sequence number of the event where the rule broke, when it names one.
      var failingEvent: Int?
      /// The run's misuse events, one timeline line each; left out when there are none.
      var misuses: [String]?
      var script: String
      /// Where `--scripts` wrote the script, if it did.
      var scriptFile: String?
    }
    var version: Int
    /// Whether SHOULD findings fail the run (`--strict`).
    var strict: Bool
    /// `fail` when the run exits 1 for its findings or for a client it could not explore,
    /// else `pass`.
    var gate: String
    var subject: String
    var seed: UInt64
    var scenarios: Int
    var steps: Int
    var shard: String
    var scenariosPlayed: Int
    var monitors: [String]
    /// How many scenarios reached what each watched rule judges.
    var reached: [String: Int]
    var unverified: String?
    var findings: [Finding]
  }

  /// Plays random scenarios against one client with the rules' monitors watching, then
  /// shrinks and reports each rule broken.
  ///
  /// With more than one job (one for each core by default), the `adconform` program plays
  /// the scenarios in worker processes (``WorkerProcesses``); called from code, it plays
  /// them in this process. Either way the findings are the same.
  static func explore(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let subject = try selectFixtures(arguments.subjects, from: clients)[0].subject
    let exploration = Exploration(
      scenarios: arguments.scenarios, seed: arguments.seed, steps: arguments.steps, shard: arguments.shard)
    let rules = rules.rules
    if arguments.surveyOnly {
      // A worker plays the part of a round its parent gave it, with the round's guide.
      let survey: Exploration.Survey
      if let part = try WorkerProcesses.Round.given(in: exploration) {
        survey = await exploration.survey(subject, rules: rules, scenarios: part.scenarios, guide: part.guide)
      } else {
        survey = await exploration.survey(subject, rules: rules, scenarios: exploration.indices)
      }
      return (.conforming, WorkerProcesses.text(of: survey))
    }
    let folder = arguments.scriptsFolder.map { ScriptsFolder(path: $0) }
    try folder?.prepare()
    let result = await explore(subject, exploration, rules: rules, jobs: arguments.jobs)
    let files = try folder?.write(result.findings, subject: result.subject) ?? [:]
    let gate = exploreGate(result, rules: rules, strict: arguments.strict)
    let status: ExitCode = exploreFails(result, gate) ? .violations : .conforming
    switch arguments.format {
    case .json:
      return (
        status, JSONOutput.encode(exploreDocument(result, gate: gate, strict: arguments.strict, scriptFiles: files))
      )
    case .junit:
      return (
        status, JUnitWriter.write(gate, name: "adconform explore", notes: replayNotes(result, scriptFiles: files))
      )
    case .markdown: return (status, exploreMarkdown(result, gate: gate, strict: arguments.strict, scriptFiles: files))
    case .text: return (status, exploreText(result, gate: gate, strict: arguments.strict, scriptFiles: files))
    }
  }

  /// Runs the exploration in worker processes when it may, else in this process, with a
  /// progress line on a terminal.
  static func explore(
    _ subject: Subject, _ exploration: Exploration, rules: [Rule], jobs: Int?
  ) async -> Exploration.Result {
    let monitors = exploration.monitors(of: rules, for: subject)
    if let leak = await exploration.isolationLeak(of: subject) {
      return Exploration.Result(
        subject: subject.name, exploration: exploration, scenariosPlayed: 0, monitors: monitors, findings: [],
        unverified: leak)
    }
    let count = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let total = exploration.indices.count
    let report: @Sendable (Int, Int) -> Void = { played, broken in
      ProgressLine.shared.show(
        "exploring \(subject.name): \(played) of \(total) scenarios, \(broken) \(broken == 1 ? "rule" : "rules") broken"
      )
    }
    var survey: Exploration.Survey?
    if WorkerProcesses.mayStart.load(ordering: .relaxed), count > 1 || total > WorkerProcesses.chunkSize {
      report(0, 0)
      survey = try? await WorkerProcesses.guidedSurvey(
        of: exploration, subject: subject, rules: rules, count: count, progress: report)
    }
    if survey == nil {
      survey = await exploration.survey(subject, rules: rules, scenarios: exploration.indices) { played, broken in
        if played % 100 == 0 || played == total { report(played, broken) }
      }
    }
    ProgressLine.shared.show("shrinking…")
    let findings = await exploration.findings(of: survey!, on: subject, rules: rules)
    ProgressLine.shared.clear()
    return Exploration.Result(
      subject: subject.name, exploration: exploration, scenariosPlayed: survey!.scenariosPlayed, monitors: monitors,
      findings: findings, reached: survey!.reached)
  }

  /// The JSON document; `scriptFiles` are the files `--scripts` wrote, by rule.
  static func exploreDocument(
    _ result: Exploration.Result, gate: Gate.Result, strict: Bool, scriptFiles: [String: String] = [:]
  ) -> ExploreDocument {
    let outcomes = Dictionary(
      gate.entries.map { ($0.report.rule, $0.outcome) }, uniquingKeysWith: { first, _ in first })
    return ExploreDocument(
      version: jsonVersion, strict: strict, gate: exploreFails(result, gate) ? "fail" : "pass", subject: result.subject,
      seed: result.exploration.seed, scenarios: result.exploration.scenarios, steps: result.exploration.steps,
      shard: result.exploration.shard.description, scenariosPlayed: result.scenariosPlayed,
      monitors: result.monitors, reached: exercised(result), unverified: result.unverified,
      findings: result.findings.map {
        .init(
          rule: $0.rule, severity: $0.severity.rawValue, status: $0.report(subject: result.subject).status.rawValue,
          gate: outcomes[$0.rule].map(gateName) ?? "fail", scenario: $0.scenario, stepsWhenFound: $0.originalSteps,
          message: $0.message, guide: $0.guide, fix: $0.fix, timeline: $0.timeline, events: $0.events,
          failingEvent: $0.failingEvent, misuses: $0.misuses.isEmpty ? nil : $0.misuses, script: $0.script.jsonText(),
          scriptFile: scriptFiles[$0.rule])
      })
  }

  /// How many scenarios reached each watched rule's property, zero included.
  static func exercised(_ result: Exploration.Result) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: result.monitors.map { ($0, result.reached[$0] ?? 0) })
  }
}

/// The one line of progress a long run shows on a terminal, rewritten in place on
/// standard error; nothing when standard error is not a terminal.
final class ProgressLine: Sendable {
  static let shared = ProgressLine()
  private let isTerminal = isatty(STDERR_FILENO) == 1

  func show(_ text: String) {
    guard isTerminal else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
  }

  func clear() {
    guard isTerminal else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

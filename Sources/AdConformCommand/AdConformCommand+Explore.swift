import AdContracts
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
      var scenario: Int?
      var stepsWhenFound: Int
      var message: String
      var fix: String
      var timeline: [String]
      var script: String
      /// Where `--scripts` wrote the script, if it did.
      var scriptFile: String?
    }
    var version: Int
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
    _ arguments: CommandLineArguments, clients: [SubjectCatalog.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let subject = try selectFixtures(arguments.subjects, from: clients)[0].subject
    let exploration = Exploration(
      scenarios: arguments.scenarios, seed: arguments.seed, steps: arguments.steps, shard: arguments.shard)
    let contracts = rules.contracts
    if arguments.surveyOnly {
      // A worker plays the part of a round its parent gave it, with the round's guide.
      let survey: Exploration.Survey
      if let part = try WorkerProcesses.Round.given(in: exploration) {
        survey = await exploration.survey(subject, rules: contracts, scenarios: part.scenarios, guide: part.guide)
      } else {
        survey = await exploration.survey(subject, rules: contracts, scenarios: exploration.indices)
      }
      return (.conforming, WorkerProcesses.text(of: survey))
    }
    let folder = arguments.scriptsFolder.map { ScriptsFolder(path: $0) }
    try folder?.prepare()
    let result = await explore(subject, exploration, rules: contracts, jobs: arguments.jobs)
    let files = try folder?.write(result.findings, subject: result.subject) ?? [:]
    let status: ExitCode = result.findings.isEmpty && result.unverified == nil ? .conforming : .violations
    switch arguments.format {
    case .json: return (status, JSONOutput.encode(exploreDocument(result, scriptFiles: files)))
    case .junit: return (status, exploreJUnit(result))
    case .text, .markdown: return (status, exploreText(result, scriptFiles: files))
    }
  }

  /// Runs the exploration in worker processes when it may, else in this process, with a
  /// progress line on a terminal.
  static func explore(
    _ subject: Subject, _ exploration: Exploration, rules: [Contract], jobs: Int?
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
        "exploring \(subject.name): \(played) of \(total) scenarios, \(broken) \(broken == 1 ? "rule" : "rules") broken")
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
  static func exploreDocument(_ result: Exploration.Result, scriptFiles: [String: String] = [:]) -> ExploreDocument {
    ExploreDocument(
      version: jsonVersion, subject: result.subject, seed: result.exploration.seed,
      scenarios: result.exploration.scenarios, steps: result.exploration.steps,
      shard: result.exploration.shard.description, scenariosPlayed: result.scenariosPlayed,
      monitors: result.monitors, reached: exercised(result), unverified: result.unverified,
      findings: result.findings.map {
        .init(
          rule: $0.rule, severity: $0.severity.rawValue, scenario: $0.scenario, stepsWhenFound: $0.originalSteps,
          message: $0.message, fix: $0.fix, timeline: $0.timeline, script: $0.script.jsonText(),
          scriptFile: scriptFiles[$0.rule])
      })
  }

  /// The text report; `scriptFiles` are the files `--scripts` wrote, by rule.
  static func exploreText(_ result: Exploration.Result, scriptFiles: [String: String] = [:]) -> String {
    let settings = result.exploration
    var lines = [
      "adconform explore: \(result.subject), \(result.scenariosPlayed) scenarios of up to \(settings.steps) steps, seed \(settings.seed)"
        + (settings.shard == .whole ? "" : ", shard \(settings.shard)"),
      "Monitors: " + (result.monitors.isEmpty ? "none for this kind of client" : result.monitors.joined(separator: ", ")),
      "",
    ]
    if let unverified = result.unverified {
      lines.append("Unverified: \(unverified)")
      return lines.joined(separator: "\n") + "\n"
    }
    for finding in result.findings {
      let found = finding.scenario.map { "scenario \($0), after \(finding.originalSteps) steps" } ?? "the script"
      lines.append(
        "✘ \(finding.rule) (\(finding.severity.rawValue)) — found in \(found); shrunk to \(finding.script.steps.count) \(finding.script.steps.count == 1 ? "step" : "steps")")
      lines.append("  \(finding.message)")
      lines.append("  Timeline (virtual time):")
      lines += finding.timeline.map { "    " + $0 }
      lines.append("  Fix: \(finding.fix)")
      if let file = scriptFiles[finding.rule] {
        lines.append("  Replay: `adconform play \(file) --subject \(result.subject)` (the script below, written there).")
      } else {
        lines.append("  Replay: save the script below as a file, then run `adconform play FILE --subject \(result.subject)`.")
      }
      lines += finding.script.jsonText().split(separator: "\n").map { "    " + $0 }
      lines.append("")
    }
    if !result.monitors.isEmpty {
      lines.append("Exercised: how many scenarios reached what each rule judges")
      let exercised = exercised(result)
      let width = result.monitors.map(\.count).max() ?? 0
      for rule in result.monitors {
        let count = exercised[rule] ?? 0
        let padded = rule.padding(toLength: width, withPad: " ", startingAt: 0)
        lines.append("  \(padded)  \(count)" + (count == 0 ? "  (never reached: no scenario exercised this rule)" : ""))
      }
      lines.append("")
    }
    let broken = result.findings.count
    lines.append(
      broken == 0
        ? "No rule broken in \(result.scenariosPlayed) scenarios."
        : "\(broken) \(broken == 1 ? "rule" : "rules") broken in \(result.scenariosPlayed) scenarios.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// How many scenarios reached each watched rule's property, zero included.
  static func exercised(_ result: Exploration.Result) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: result.monitors.map { ($0, result.reached[$0] ?? 0) })
  }

  /// One test case for each monitor watched, failed by its finding, and one for each
  /// finding of SDK misuse.
  static func exploreJUnit(_ result: Exploration.Result) -> String {
    let escape = JUnitWriter.escape
    let byRule = Dictionary(result.findings.map { ($0.rule, $0) }, uniquingKeysWith: { first, _ in first })
    let names = result.monitors + result.findings.map(\.rule).filter { !result.monitors.contains($0) }
    var cases: [String] = []
    for name in names {
      let open = #"    <testcase classname="\#(escape(result.subject))" name="\#(escape(name))""#
      if let unverified = result.unverified {
        cases += [open + ">", #"      <skipped message="\#(escape(unverified))" />"#, "    </testcase>"]
      } else if let finding = byRule[name] {
        let body = (finding.timeline + ["", "Script:", finding.script.jsonText()]).joined(separator: "\n")
        cases += [
          open + ">", #"      <failure message="\#(escape(finding.message))">\#(escape(body))</failure>"#,
          "    </testcase>",
        ]
      } else {
        cases.append(open + " />")
      }
    }
    let failures = result.findings.count
    return ([
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="adconform explore" tests="\#(names.count)" failures="\#(failures)">"#,
      #"  <testsuite name="\#(escape(result.subject))" tests="\#(names.count)" failures="\#(failures)">"#,
    ] + cases + ["  </testsuite>", "</testsuites>"]).joined(separator: "\n") + "\n"
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

import AdContracts
import AdSimulation
import Foundation

extension AdConformCommand {
  /// Plays a JSON script against one client and prints the timeline (or, as JSON, the
  /// encoded trace, the same bytes for the same script every time), with the rules'
  /// monitors watching: each rule the run broke follows the timeline, as `check` reports
  /// it, so a script `explore` shrank replays its finding.
  ///
  /// It exits 1 when a MUST rule broke, and when a SHOULD rule broke under `--strict`; a
  /// SHOULD rule broken otherwise is a warning. Markdown draws the run as a Mermaid
  /// diagram (each broken rule's with the failing event highlighted); JUnit has a test
  /// case for each watched rule, as `explore`'s does.
  static func play(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let path = arguments.scriptPath ?? ""
    let script: Script
    do {
      script = try Script.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandLineError.invalidScript(error.description)
    }
    let subject = try selectFixtures(arguments.subjects, from: clients)[0].subject
    let (trace, findings) = await Exploration.replay(script, on: subject, rules: rules.rules)
    let exploration = Exploration()
    let result = Exploration.Result(
      subject: subject.name, exploration: exploration, scenariosPlayed: 1,
      monitors: exploration.monitors(of: rules.rules, for: subject), findings: findings)
    let gate = exploreGate(result, rules: rules.rules, strict: arguments.strict)
    let status: ExitCode = gate.fails ? .violations : .conforming
    let header =
      "\(script.name) — \(subject.name) (\(script.device.idiom.rawValue), \(script.device.orientation.rawValue))"
    switch arguments.format {
    case .json:
      return (status, String(decoding: trace.encoded(), as: UTF8.self) + "\n")
    case .junit:
      return (status, JUnitWriter.write(gate, name: "adconform play"))
    case .markdown:
      // The broken rules in the order the run broke them.
      let outcomes = Dictionary(
        gate.entries.map { ($0.report.rule, $0.outcome) }, uniquingKeysWith: { first, _ in first })
      var lines = ["# adconform play", "", header + (arguments.strict ? " (strict)." : ".")]
      if findings.isEmpty {
        lines += ["", "No rule broken.", "", "```mermaid"] + MermaidDiagram.lines(for: trace.events) + ["```"]
      }
      for finding in findings {
        lines += [""] + MarkdownWriter.section(finding.report(subject: subject.name), outcomes[finding.rule] ?? .failed)
      }
      return (status, lines.joined(separator: "\n") + "\n")
    case .text:
      var lines = [header, "Timeline (virtual time):"] + trace.timeline()
      for finding in findings {
        lines += ["", finding.report(subject: subject.name).text(wholeTimeline: false)]
      }
      return (status, lines.joined(separator: "\n") + "\n")
    }
  }
}

import AdContracts
import AdSimulation
import Foundation

extension AdConformCommand {
  /// Plays a JSON script against one client and prints the timeline (or, as JSON, the
  /// encoded trace, the same bytes for the same script every time), with the rules'
  /// monitors watching: each rule the run broke follows the timeline, and the command
  /// exits 1, so a script `explore` shrank replays its finding.
  static func play(
    _ arguments: CommandLineArguments, clients: [SubjectCatalog.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let path = arguments.scriptPath ?? ""
    let script: Script
    do {
      script = try Script.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandLineError.invalidScript(error.description)
    }
    let fixture = try selectFixtures(arguments.subjects, from: clients)[0]
    let (trace, findings) = await Exploration.replay(script, on: fixture.subject, rules: rules.contracts)
    let status: ExitCode = findings.isEmpty ? .conforming : .violations
    if arguments.format == .json {
      return (status, String(decoding: trace.encoded(), as: UTF8.self) + "\n")
    }
    let header = "\(script.name) — \(fixture.subject.name) (\(script.device.idiom.rawValue), \(script.device.orientation.rawValue))"
    var lines = [header, "Timeline (virtual time):"] + trace.timeline()
    for finding in findings {
      lines += ["", "✘ \(finding.rule) (\(finding.severity.rawValue)): \(finding.message)"]
      lines += finding.timeline.filter { $0.first == Trace.marker }.map { "  at: " + $0.dropFirst().trimmingCharacters(in: .whitespaces) }
      lines.append("  Fix: \(finding.fix)")
    }
    return (status, lines.joined(separator: "\n") + "\n")
  }
}

import AdContracts
import AdSimulation
import Foundation

extension AdConformCommand {
  /// Plays a JSON script against one client and prints the timeline (or, as JSON, the
  /// encoded trace, the same bytes for the same script every time).
  static func play(_ arguments: CommandLineArguments, clients: [SubjectCatalog.Entry]) async throws -> (ExitCode, String) {
    let path = arguments.scriptPath ?? ""
    let script: Script
    do {
      script = try Script.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandLineError.invalidScript(error.description)
    }
    let fixture = try selectFixtures(arguments.subjects, from: clients)[0]
    let trace = await fixture.subject.play(script)
    if arguments.format == .json {
      return (.conforming, String(decoding: trace.encoded(), as: UTF8.self) + "\n")
    }
    let header = "\(script.name) — \(fixture.subject.name) (\(script.device.idiom.rawValue), \(script.device.orientation.rawValue))"
    return (.conforming, ([header, "Timeline (virtual time):"] + trace.timeline()).joined(separator: "\n") + "\n")
  }
}

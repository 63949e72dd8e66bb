import AdContracts
import ExampleSubjects

extension AdConformCommand {
  /// Whether a verdict fails the gate.
  static func failsGate(_ report: Report, strict: Bool) -> Bool {
    switch report.status {
    case .fail: true
    case .warn, .unverified: strict
    case .pass, .notApplicable: false
    }
  }

  static func check(_ arguments: CommandLineArguments) async throws -> (ExitCode, String) {
    let fixtures = try selectFixtures(arguments.subjects)
    let contracts = try selectContracts(arguments.contracts)
    var reports: [Report] = []
    for fixture in fixtures {
      for contract in contracts where contract.kind == fixture.subject.kind {
        reports.append(await contract.run(against: fixture.subject))
      }
    }
    guard !reports.isEmpty else {
      throw SelectionError(description: "the selected clients and rules have no kind in common.")
    }
    var summary = JSONOutput.Summary()
    for report in reports {
      switch report.status {
      case .pass: summary.passed += 1
      case .fail: summary.failed += 1
      case .warn: summary.warned += 1
      case .unverified: summary.unverified += 1
      case .notApplicable: summary.notApplicable += 1
      }
    }
    let gateFails = reports.contains { failsGate($0, strict: arguments.strict) }
    let status: ExitCode = gateFails ? .violations : .conforming
    if arguments.format == .json {
      let document = JSONOutput.Check(
        version: jsonVersion, strict: arguments.strict, gate: gateFails ? "fail" : "pass",
        summary: summary, results: reports)
      return (status, JSONOutput.encode(document))
    }
    var lines = reports.map(\.text)
    lines.append("")
    lines.append(
      "Summary: \(summary.warned) warned, \(summary.unverified) unverified, \(summary.notApplicable) not applicable; gate \(gateFails ? "fails" : "passes")\(arguments.strict ? " (strict)" : "").")
    let failed = reports.filter { failsGate($0, strict: arguments.strict) }.count
    let passed = reports.count - failed
    lines.append("\(passed) passed, \(failed) failed")
    return (status, lines.joined(separator: "\n") + "\n")
  }
}

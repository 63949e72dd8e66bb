import AdContracts

extension AdConformCommand {
  static func check(
    _ arguments: CommandLineArguments, clients: [SubjectCatalogue.Entry], rules: Catalogue
  ) async throws -> (ExitCode, String) {
    let baseline = try arguments.baseline.map { path throws(BaselineError) in
      try Baseline.load(
        path: path, rules: rules.rules.map(\.id), clients: clients.map(\.subject.name),
        ruleKinds: Dictionary(
          rules.rules.map { ($0.id, $0.kind.rawValue) }, uniquingKeysWith: { first, _ in first }),
        clientKinds: Dictionary(
          clients.map { ($0.subject.name, $0.subject.kind.rawValue) }, uniquingKeysWith: { first, _ in first }))
    }
    let fixtures = try selectFixtures(arguments.subjects, from: clients)
    let rules = try selectRules(arguments.rules, from: rules)
    let runs = fixtures.flatMap { fixture in
      rules.filter { $0.kind == fixture.subject.kind }.map { (rule: $0, subject: fixture.subject) }
    }
    guard !runs.isEmpty else {
      throw SelectionError(description: "the selected clients and rules have no kind in common.")
    }
    // A shard takes every Nth rule run, so a CI matrix of N machines shares the work.
    // A matrix with more shards than rule runs leaves some shards empty: they pass, and
    // say why they checked nothing.
    let reports = await Rule.run(arguments.shard.part(of: runs))
    let gate = Gate(
      strict: arguments.strict, baseline: baseline, today: arguments.today.flatMap(CalendarDay.init) ?? .today())
    let result = gate.decide(reports)
    let status: ExitCode = result.fails ? .violations : .conforming
    switch arguments.format {
    case .json: return (status, checkJSON(result, strict: arguments.strict))
    case .junit: return (status, JUnitWriter.write(result))
    case .markdown: return (status, MarkdownWriter.write(result, strict: arguments.strict))
    case .text:
      let empty =
        reports.isEmpty
        ? ["Shard \(arguments.shard) has no rule runs: the selection has \(runs.count), fewer than the shards.", ""]
        : []
      return (status, (empty + [checkText(result, strict: arguments.strict)]).joined(separator: "\n"))
    }
  }

  static func checkJSON(_ result: Gate.Result, strict: Bool) -> String {
    let document = JSONOutput.Check(
      version: jsonVersion, strict: strict, gate: result.fails ? "fail" : "pass",
      summary: result.tally,
      results: result.entries.map { JSONOutput.Check.Result(report: $0.report, gate: gateName($0.outcome)) },
      stale: result.stale.map { JSONOutput.Check.Deviation($0) })
    return JSONOutput.encode(document)
  }

  /// The closing line of the text format: the tally, then the gate's decision.
  static func summaryLine(_ result: Gate.Result, strict: Bool) -> String {
    "Summary: \(result.tally.sentence); gate \(result.fails ? "fails" : "passes")\(strict ? " (strict)" : "")."
  }

  static func gateName(_ outcome: Gate.Outcome) -> String {
    switch outcome {
    case .passed: "pass"
    case .failed: "fail"
    case .warned: "warn"
    case .unverified: "unverified"
    case .accepted: "accepted"
    case .expired: "expired"
    }
  }

  static func checkText(_ result: Gate.Result, strict: Bool) -> String {
    var lines: [String] = []
    for (report, outcome) in result.entries {
      lines.append(report.text)
      switch outcome {
      case .accepted(let deviation):
        lines.append("  Accepted by the baseline until \(deviation.expires): \(deviation.reason)")
      case .expired(let deviation):
        lines.append("  The baseline accepted this until \(deviation.expires); that has passed, so it fails the gate.")
      default:
        break
      }
    }
    for deviation in result.stale {
      lines.append("Stale baseline entry: \(deviation.rule) — \(deviation.client) is no longer violated; remove it.")
    }
    lines.append("")
    lines.append(summaryLine(result, strict: strict))
    return lines.joined(separator: "\n") + "\n"
  }
}

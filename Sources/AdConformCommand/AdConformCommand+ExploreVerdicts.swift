import AdContracts

extension AdConformCommand {
  /// What the gate makes of an exploration, so that `explore` and `play` write their
  /// verdicts through the writers `check` uses: one report for each watched rule (its
  /// finding's, a pass, or unverified when the client could not be explored), then one for
  /// each finding of misuse or of a run that never settled.
  ///
  /// A MUST finding fails the gate; a SHOULD finding warns, and fails it when `strict`.
  static func exploreGate(_ result: Exploration.Result, rules: [Rule], strict: Bool) -> Gate.Result {
    let byRule = Dictionary(result.findings.map { ($0.rule, $0) }, uniquingKeysWith: { first, _ in first })
    let names = result.monitors + result.findings.map(\.rule).filter { !result.monitors.contains($0) }
    let reports = names.map { name -> Report in
      if let finding = byRule[name] { return finding.report(subject: result.subject) }
      let rule = rules.first { $0.id == name }
      return Report(
        rule: name, severity: rule?.severity ?? .must, subject: result.subject,
        status: result.unverified == nil ? .pass : .unverified,
        message: result.unverified.map { "Unverified: \($0)" } ?? "", timeline: [], guide: rule?.guide ?? "",
        fix: rule?.fix ?? "")
    }
    return Gate(strict: strict, baseline: nil, today: .today()).decide(reports)
  }

  /// Whether an exploration exits 1: a finding the gate fails (any MUST finding, and a
  /// SHOULD one under `--strict`), or a client that could not be explored.
  static func exploreFails(_ result: Exploration.Result, _ gate: Gate.Result) -> Bool {
    gate.fails || result.unverified != nil
  }

  /// How to replay a finding: the command, and whether its script sits in a file
  /// `--scripts` wrote or below.
  static func replayLine(_ finding: Exploration.Finding, subject: String, scriptFiles: [String: String]) -> String {
    if let file = scriptFiles[finding.rule] {
      return "Replay: `\(programName) play \(file) --subject \(subject)` (the script below, written there)."
    }
    return "Replay: save the script below as a file, then run `\(programName) play FILE --subject \(subject)`."
  }

  /// What JUnit adds under each finding's report: where it was found, how to replay it,
  /// and the shrunk script.
  static func replayNotes(_ result: Exploration.Result, scriptFiles: [String: String]) -> [String: String] {
    Dictionary(
      result.findings.map { finding in
        let lines =
          [
            "  " + finding.origin, "  " + replayLine(finding, subject: result.subject, scriptFiles: scriptFiles),
          ] + finding.script.jsonText().split(separator: "\n").map { "    " + $0 }
        return (finding.rule, lines.joined(separator: "\n"))
      }, uniquingKeysWith: { first, _ in first })
  }

  /// The first lines of the text and Markdown forms: the client, the scenarios, the seed.
  static func exploreSettings(_ result: Exploration.Result) -> String {
    let settings = result.exploration
    return
      "\(result.subject), \(result.scenariosPlayed) scenarios of up to \(settings.steps) steps, seed \(settings.seed)"
      + (settings.shard == .whole ? "" : ", shard \(settings.shard)")
  }

  /// The closing line: how many rules broke, and, when none of them fails the run, that
  /// they are warnings.
  static func exploreClosing(_ result: Exploration.Result, _ gate: Gate.Result) -> String {
    let broken = result.findings.count
    if broken == 0 { return "No rule broken in \(result.scenariosPlayed) scenarios." }
    let count = "\(broken) \(broken == 1 ? "rule" : "rules") broken in \(result.scenariosPlayed) scenarios"
    return gate.fails ? count + "." : count + ", SHOULD rules only: warnings (--strict fails on them)."
  }

  /// The text report: for each finding, its report as `check` prints it, where it was
  /// found and the script that replays it; then what the scenarios exercised.
  static func exploreText(
    _ result: Exploration.Result, gate: Gate.Result, strict: Bool, scriptFiles: [String: String] = [:]
  ) -> String {
    var lines = [
      "\(programName) explore: " + exploreSettings(result) + (strict ? " (strict)" : ""),
      "Monitors: "
        + (result.monitors.isEmpty ? "none for this kind of client" : result.monitors.joined(separator: ", ")),
      "",
    ]
    if let unverified = result.unverified {
      lines.append("Unverified: \(unverified)")
      return lines.joined(separator: "\n") + "\n"
    }
    for finding in result.findings {
      lines.append(finding.report(subject: result.subject).text)
      lines.append("  " + finding.origin)
      lines.append("  " + replayLine(finding, subject: result.subject, scriptFiles: scriptFiles))
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
    lines.append(exploreClosing(result, gate))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Markdown report: each finding as `check`'s Markdown shows a violation (its
  /// timeline a Mermaid diagram, the failing event highlighted), with where it was found
  /// and its script; then what the scenarios exercised, as a table.
  static func exploreMarkdown(
    _ result: Exploration.Result, gate: Gate.Result, strict: Bool, scriptFiles: [String: String] = [:]
  ) -> String {
    var lines = ["# adconform explore", "", exploreSettings(result) + (strict ? " (strict)." : "."), ""]
    if let unverified = result.unverified {
      lines.append("Unverified: \(unverified)")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(exploreClosing(result, gate))
    let byRule = Dictionary(result.findings.map { ($0.rule, $0) }, uniquingKeysWith: { first, _ in first })
    for (report, outcome) in gate.entries where report.status.isViolation {
      lines += [""] + MarkdownWriter.section(report, outcome)
      guard let finding = byRule[report.rule] else { continue }
      lines += [
        "", finding.origin + " " + replayLine(finding, subject: result.subject, scriptFiles: scriptFiles), "",
        "```json",
      ]
      lines += finding.script.jsonText().split(separator: "\n").map(String.init) + ["```"]
    }
    if !result.monitors.isEmpty {
      lines += ["", "## Exercised", "", "| Rule | Scenarios that reached it |", "|---|---:|"]
      let exercised = exercised(result)
      lines += result.monitors.map { "| \($0) | \(exercised[$0] ?? 0) |" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

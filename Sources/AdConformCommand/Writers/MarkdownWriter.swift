import AdContracts
import Foundation

/// Writes a gate's result as Markdown: a summary table, then each violation with its
/// timeline drawn as a Mermaid sequence diagram.
enum MarkdownWriter {
  static func write(_ result: Gate.Result, strict: Bool) -> String {
    var lines = ["# adconform report", ""]
    let verdict = result.fails ? "fails" : "passes"
    let tally = result.tally
    lines.append("Gate **\(verdict)**\(strict ? " (strict)" : ""): \(tally.sentence).")
    lines += [
      "", "| Client | Pass | Fail | Warn | Unverified | Accepted | N/A |", "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for client in result.entries.map(\.report.subject).uniqued() {
      lines.append(
        row(
          client.replacingOccurrences(of: "|", with: "\\|"),
          Gate.Tally(result.entries.filter { $0.report.subject == client })))
    }
    lines.append(row("**Total**", tally))
    for (report, outcome) in result.entries where report.status.isViolation {
      lines += [""] + section(report, outcome)
    }
    let unverified = result.entries.filter { $0.report.status == .unverified }
    if !unverified.isEmpty {
      lines += ["", "## Unverified", ""]
      lines += unverified.map { "- \($0.report.rule) — \($0.report.subject): \($0.report.message)" }
    }
    if !result.stale.isEmpty {
      lines += ["", "## Stale baseline entries", ""]
      lines += result.stale.map { "- \($0.rule) — \($0.client): no longer violated; remove the entry." }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One violation's section, as every command's Markdown shows it: its heading, what the
  /// gate made of it, the expectation, the timeline as a Mermaid diagram with the failing
  /// event highlighted, the run's misuse, the guide and the fix.
  static func section(_ report: Report, _ outcome: Gate.Outcome) -> [String] {
    var lines = ["## \(report.symbol) \(report.rule) (\(report.severity.rawValue)) — \(report.subject)", ""]
    switch outcome {
    case .accepted(let deviation):
      lines += ["Accepted deviation until \(deviation.expires): \(deviation.reason)", ""]
    case .expired(let deviation):
      lines += ["Baseline entry expired on \(deviation.expires): \(deviation.reason)", ""]
    case .warned:
      lines += ["Warning (SHOULD).", ""]
    default:
      break
    }
    lines += [report.message, "", "```mermaid"]
    lines += MermaidDiagram.lines(for: report.events, failingAt: report.failingEvent)
    if !report.misuses.isEmpty {
      lines += ["```", "", "Misuse (a device would reject it):", "", "```text"] + report.misuses
    }
    lines.append("```")
    if !report.guide.isEmpty { lines += ["", "Guide: \"\(report.guide)\"."] }
    lines += ["", "To fix: \(report.fix)"]
    return lines
  }

  /// A row of the summary table: the label, then the tally's counts in the columns' order.
  static func row(_ label: String, _ tally: Gate.Tally) -> String {
    let cells = [tally.passed, tally.failed, tally.warned, tally.unverified, tally.accepted, tally.notApplicable]
    return "| \(label) | " + cells.map(String.init).joined(separator: " | ") + " |"
  }
}

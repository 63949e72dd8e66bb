import AdContracts

/// The matrix the default run prints: one row per rule, one column per client.
struct MatrixText {
  var rules: [Rule]
  var fixtures: [SubjectCatalogue.Entry]
  var rows: [JSONOutput.Matrix.Row]
  /// The cells counted; the JSON document carries the same counts.
  var summary: JSONOutput.Matrix.Summary

  func render() -> String {
    let labels = rules.map { "\($0.id) (\($0.severity.rawValue))" }
    let width = labels.map(\.count).max() ?? 0
    var lines = ["AdConformance: \(rules.count) rules × \(fixtures.count) clients", ""]
    let header = (1...max(1, fixtures.count)).map { String($0).leftPadded(to: 3) }.joined()
    lines.append(String(repeating: " ", count: width) + header)
    for (index, rule) in rules.enumerated() {
      let cells = rows.map { row -> String in
        guard let report = row.results.first(where: { $0.rule == rule.id }) else {
          return "  ·"
        }
        return "  " + report.symbol
      }
      lines.append(labels[index].padding(toLength: width, withPad: " ", startingAt: 0) + cells.joined())
    }
    lines += ["", "Clients:"]
    let nameWidth = rows.map(\.name.count).max() ?? 0
    for (index, (row, fixture)) in zip(rows, fixtures).enumerated() {
      let declared = AdConformCommand.declaration(fixture)
      let verdict =
        fixture.isDeclared
        ? (row.asDeclared ? "✔ as declared" : "✘ NOT as declared")
        : (row.asDeclared ? "✔ no MUST rule broken" : "✘ breaks a MUST rule")
      lines.append(
        "\(String(index + 1).leftPadded(to: 3))  \(row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(verdict)  (\(declared))"
      )
    }
    lines += ["", "Legend: ✔ pass  ✘ fail (MUST)  ⚠ warn (SHOULD)  ? unverified  – not applicable"]
    var surprises: [String] = []
    for (row, fixture) in zip(rows, fixtures) {
      surprises += row.results.filter { !fixture.expects($0) }.map(\.text)
    }
    if !surprises.isEmpty {
      lines += ["", "Verdicts that differ from what the clients declare:", ""]
      lines += surprises
    }
    let rule =
      fixtures.allSatisfy(\.isDeclared)
      ? "Each cell counts as passed when its verdict is what the client declares."
      : "Each cell counts as passed when its verdict is what the client declares; for a client that declares nothing, when it is not a MUST failure."
    lines += ["", rule, "\(summary.passed) passed, \(summary.failed) failed"]
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

import AdContracts
import ExampleSubjects

/// The matrix the default run prints: one row per rule, one column per client.
struct MatrixText {
  var contracts: [Contract]
  var fixtures: [Fixture]
  var rows: [JSONOutput.Matrix.Row]

  func render() -> String {
    let labels = contracts.map { "\($0.id) (\($0.severity.rawValue))" }
    let width = labels.map(\.count).max() ?? 0
    var lines = ["AdConformance: \(contracts.count) rules × \(fixtures.count) clients", ""]
    let header = (1...max(1, fixtures.count)).map { String($0).leftPadded(to: 3) }.joined()
    lines.append(String(repeating: " ", count: width) + header)
    for (index, contract) in contracts.enumerated() {
      let cells = rows.map { row -> String in
        guard let report = row.results.first(where: { $0.contract == contract.id }) else {
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
      let verdict = row.asDeclared ? "✔ as declared" : "✘ NOT as declared"
      lines.append(
        "\(String(index + 1).leftPadded(to: 3))  \(row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(verdict)  (\(declared))")
    }
    lines += ["", "Legend: ✔ pass  ✘ fail (MUST)  ⚠ warn (SHOULD)  ? unverified  – not applicable"]
    var passed = 0
    var failed = 0
    var surprises: [String] = []
    for (row, fixture) in zip(rows, fixtures) {
      for report in row.results {
        if fixture.expects(report) {
          passed += 1
        } else {
          failed += 1
          surprises.append(report.text)
        }
      }
    }
    if !surprises.isEmpty {
      lines += ["", "Verdicts that differ from what the clients declare:", ""]
      lines += surprises
    }
    lines += ["", "Each cell counts as passed when its verdict is what the client declares.", "\(passed) passed, \(failed) failed"]
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

import AdContracts

/// Writes a gate's result as JUnit XML: one test case per rule and client.
///
/// Failures of the gate are `<failure>` elements whose body is the report's text
/// (expectation, timeline, guide, fix); unverified, not-applicable and accepted verdicts
/// are `<skipped>`; SHOULD warnings pass with the warning in `<system-out>`. The counts
/// come from ``Gate/Tally``, as in every other format: `failures` is its failed count,
/// `skipped` its unverified, accepted and not-applicable counts together. `check`,
/// `explore` and `play` all write through it.
enum JUnitWriter {
  /// The document for a gate's result.
  ///
  /// - Parameters:
  ///   - result: The verdicts and what the gate made of them.
  ///   - name: The name of the `<testsuites>` element.
  ///   - notes: Text to add under a violation's report in its body, by rule id (explore's
  ///     scenario and shrunk script).
  static func write(_ result: Gate.Result, name: String = "adconform", notes: [String: String] = [:]) -> String {
    let clients = result.entries.map(\.report.subject).uniqued()
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<testsuites name="\#(escape(name))" \#(counts(result.tally))>"#,
    ]
    for client in clients {
      let entries = result.entries.filter { $0.report.subject == client }
      lines.append(#"  <testsuite name="\#(escape(client))" \#(counts(Gate.Tally(entries)))>"#)
      for (report, outcome) in entries {
        lines.append(contentsOf: testcase(report, outcome, note: notes[report.rule]))
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The count attributes of a `<testsuites>` or `<testsuite>` element.
  static func counts(_ tally: Gate.Tally) -> String {
    let skipped = tally.unverified + tally.accepted + tally.notApplicable
    return #"tests="\#(tally.total)" failures="\#(tally.failed)" errors="0" skipped="\#(skipped)""#
  }

  /// The `<testcase>` element of one verdict; `note` follows the report's text in the
  /// body of a failure or warning.
  static func testcase(_ report: Report, _ outcome: Gate.Outcome, note: String? = nil) -> [String] {
    let open = #"    <testcase classname="\#(escape(report.subject))" name="\#(escape(report.rule))""#
    switch outcome {
    case .passed where report.status == .notApplicable:
      return [
        open + ">",
        #"      <skipped message="\#(escape(report.message.isEmpty ? "Not applicable" : report.message))" />"#,
        "    </testcase>",
      ]
    case .passed:
      return [open + " />"]
    case .failed, .expired:
      var body = report.text
      if case .expired(let deviation) = outcome {
        body += "\n  Baseline: accepted until \(deviation.expires), which has passed."
      }
      if let note { body += "\n" + note }
      let message = report.message.isEmpty ? report.status.rawValue : report.message
      return [
        open + ">",
        #"      <failure message="\#(escape(message))" type="\#(report.severity.rawValue)">\#(escape(body))</failure>"#,
        "    </testcase>",
      ]
    case .warned:
      let body = report.text + (note.map { "\n" + $0 } ?? "")
      return [open + ">", "      <system-out>\(escape(body))</system-out>", "    </testcase>"]
    case .unverified:
      return [open + ">", #"      <skipped message="\#(escape(report.message))" />"#, "    </testcase>"]
    case .accepted(let deviation):
      let message = "Accepted deviation until \(deviation.expires): \(deviation.reason)"
      return [open + ">", #"      <skipped message="\#(escape(message))" />"#, "    </testcase>"]
    }
  }

  /// Escapes the characters XML reserves, and writes the characters XML 1.0 cannot hold
  /// at all (control characters other than tab, line feed and carriage return; U+FFFE and
  /// U+FFFF) as `\u{…}`, so any text a baseline reason or a client's data carries keeps
  /// the report well formed.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}

import AdContracts

/// Writes a gate's result as JUnit XML: one test case per rule and client.
///
/// Failures of the gate are `<failure>` elements whose body is the report's text
/// (expectation, timeline, guide, fix); unverified, not-applicable and accepted verdicts
/// are `<skipped>`; SHOULD warnings pass with the warning in `<system-out>`.
enum JUnitWriter {
  static func write(_ result: Gate.Result) -> String {
    let clients = result.entries.map(\.report.subject).uniqued()
    let skippedTotal = result.entries.filter { isSkipped($0.outcome) }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="adconform" tests="\#(result.entries.count)" failures="\#(result.failedCount)" errors="0" skipped="\#(skippedTotal)">"#,
    ]
    for client in clients {
      let entries = result.entries.filter { $0.report.subject == client }
      let failures = entries.filter { isFailure($0.outcome) }.count
      let skipped = entries.filter { isSkipped($0.outcome) }.count
      lines.append(
        #"  <testsuite name="\#(escape(client))" tests="\#(entries.count)" failures="\#(failures)" errors="0" skipped="\#(skipped)">"#)
      for (report, outcome) in entries {
        lines.append(contentsOf: testcase(report, outcome))
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func testcase(_ report: Report, _ outcome: Gate.Outcome) -> [String] {
    let open = #"    <testcase classname="\#(escape(report.subject))" name="\#(escape(report.contract))""#
    switch outcome {
    case .passed:
      return [open + " />"]
    case .failed, .expired:
      var body = report.text
      if case .expired(let deviation) = outcome {
        body += "\n  Baseline: accepted until \(deviation.expires), which has passed."
      }
      let message = report.message.isEmpty ? report.status.rawValue : report.message
      return [
        open + ">",
        #"      <failure message="\#(escape(message))" type="\#(report.severity.rawValue)">\#(escape(body))</failure>"#,
        "    </testcase>",
      ]
    case .warned:
      return [open + ">", "      <system-out>\(escape(report.text))</system-out>", "    </testcase>"]
    case .unverified:
      return [open + ">", #"      <skipped message="\#(escape(report.message))" />"#, "    </testcase>"]
    case .accepted(let deviation):
      let message = "Accepted deviation until \(deviation.expires): \(deviation.reason)"
      return [open + ">", #"      <skipped message="\#(escape(message))" />"#, "    </testcase>"]
    }
  }

  static func isFailure(_ outcome: Gate.Outcome) -> Bool {
    switch outcome {
    case .failed, .expired: true
    default: false
    }
  }

  static func isSkipped(_ outcome: Gate.Outcome) -> Bool {
    switch outcome {
    case .unverified, .accepted: true
    default: false
    }
  }

  /// Escapes the characters XML reserves.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
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

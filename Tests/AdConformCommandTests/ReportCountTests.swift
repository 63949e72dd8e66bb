import AdConformCommand
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The six counts one format reports for a run of `check`.
private struct Counts: Equatable, CustomStringConvertible {
  var passed = 0
  var failed = 0
  var warned = 0
  var unverified = 0
  var accepted = 0
  var notApplicable = 0

  var total: Int { passed + failed + warned + unverified + accepted + notApplicable }
  var description: String {
    "\(passed) passed, \(failed) failed, \(warned) warned, \(unverified) unverified, \(accepted) accepted, \(notApplicable) n/a"
  }

  /// Reads the counts from the sentence the text and Markdown formats print:
  /// `17 passed, 1 failed, 0 warned, 0 unverified, 0 accepted, 2 not applicable`.
  init?(sentence: Substring) {
    var numbers: [String: Int] = [:]
    for part in sentence.split(separator: ", ") {
      let words = part.split(separator: " ", maxSplits: 1)
      guard words.count == 2, let number = Int(words[0]) else { return nil }
      numbers[String(words[1])] = number
    }
    guard let passed = numbers["passed"], let failed = numbers["failed"], let warned = numbers["warned"],
      let unverified = numbers["unverified"], let accepted = numbers["accepted"],
      let notApplicable = numbers["not applicable"]
    else { return nil }
    self.init(
      passed: passed, failed: failed, warned: warned, unverified: unverified, accepted: accepted,
      notApplicable: notApplicable)
  }

  init(
    passed: Int = 0, failed: Int = 0, warned: Int = 0, unverified: Int = 0, accepted: Int = 0, notApplicable: Int = 0
  ) {
    self.passed = passed
    self.failed = failed
    self.warned = warned
    self.unverified = unverified
    self.accepted = accepted
    self.notApplicable = notApplicable
  }
}

/// Sorts each JUnit test case by what it holds: a failure, a warning on `system-out`, a
/// skip (by its message: not applicable, an accepted deviation, or unverified), or nothing.
private final class JUnitCounter: NSObject, XMLParserDelegate {
  var counts = Counts()
  var declared: (tests: Int, failures: Int, skipped: Int)?
  private var child: (element: String, message: String)?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuites":
      declared = (
        Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1,
        Int(attributes["skipped"] ?? "") ?? -1
      )
    case "testcase": child = nil
    case "failure", "skipped", "system-out": child = (element, attributes["message"] ?? "")
    default: break
    }
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    guard element == "testcase" else { return }
    switch child {
    case nil: counts.passed += 1
    case ("failure", _)?: counts.failed += 1
    case ("system-out", _)?: counts.warned += 1
    case (_, let message)? where message.hasPrefix("Not applicable"): counts.notApplicable += 1
    case (_, let message)? where message.hasPrefix("Accepted deviation"): counts.accepted += 1
    default: counts.unverified += 1
    }
  }
}

@Suite("Counts agree across formats")
struct ReportCountTests {
  /// Clients that between them pass, fail, warn, leave rules unverified and not applicable.
  static let clients = [
    "ArticleViewController", "BannerThatStaysUp", "IgnoresMemoryWarnings", "KeepsBannerWhenHidden",
    "WallClockAppOpenAppDelegate", "GameWaitsForAd",
  ]

  @Test("text, json, junit and markdown report the same counts for the same run", arguments: [false, true])
  func sameCounts(strict: Bool) async throws {
    let baseline = try GateTests.baseline([("iad.banner.hidden-after-failure", "BannerThatStaysUp", "2027-01-31")])
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let common =
      ["check", "--baseline", baseline, "--today", "2027-01-01"] + Self.clients.flatMap { ["--subject", $0] }
      + (strict ? ["--strict"] : [])
    var outputs: [String: AdConformCommand.Result] = [:]
    for format in CommandLineArguments.Format.allCases {
      outputs[format.rawValue] = await AdConformCommand.run(common + ["--format", format.rawValue])
    }
    #expect(Set(outputs.values.map(\.status)).count == 1, "every format ends with the same status")

    let jsonOutput = try #require(outputs["json"]).standardOutput
    let json = try #require(try JSONSerialization.jsonObject(with: Data(jsonOutput.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    let fromJSON = Counts(
      passed: summary["passed"] ?? -1, failed: summary["failed"] ?? -1, warned: summary["warned"] ?? -1,
      unverified: summary["unverified"] ?? -1, accepted: summary["accepted"] ?? -1,
      notApplicable: summary["notApplicable"] ?? -1)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(fromJSON.total == results.count, "each result is counted once")
    #expect(fromJSON.passed == results.filter { $0["status"] as? String == "pass" }.count)
    #expect(fromJSON.accepted == 1 && fromJSON.failed > 0 && fromJSON.notApplicable > 0)
    if strict {
      #expect(fromJSON.warned == 0 && fromJSON.unverified == 0, "under --strict they fail the gate")
    } else {
      #expect(fromJSON.warned > 0 && fromJSON.unverified > 0)
    }

    let text = try #require(outputs["text"]).standardOutput
    let closing = try #require(text.split(separator: "\n").last)
    let textSentence = try #require(closing.firstRange(of: "Summary: ").map { closing[$0.upperBound...] })
    let textCounts = try #require(textSentence.split(separator: ";").first)
    let fromText = try #require(Counts(sentence: textCounts))

    let markdown = try #require(outputs["markdown"]).standardOutput
    let headline = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("Gate **") })
    let markdownSentence = try #require(headline.split(separator: ": ", maxSplits: 1).last)
    let fromMarkdown = try #require(Counts(sentence: markdownSentence.dropLast()))
    let fromMarkdownTable = try Self.tableCounts(markdown)

    let counter = JUnitCounter()
    let junit = try #require(outputs["junit"]).standardOutput
    let parser = XMLParser(data: Data(junit.utf8))
    parser.delegate = counter
    #expect(parser.parse())
    let declared = try #require(counter.declared)

    #expect(fromText == fromJSON, "text: \(fromText); json: \(fromJSON)")
    #expect(fromMarkdown == fromJSON, "markdown headline: \(fromMarkdown); json: \(fromJSON)")
    #expect(fromMarkdownTable.total == fromJSON, "markdown total row: \(fromMarkdownTable.total)")
    #expect(fromMarkdownTable.sum == fromJSON, "markdown client rows: \(fromMarkdownTable.sum)")
    #expect(counter.counts == fromJSON, "junit test cases: \(counter.counts); json: \(fromJSON)")
    #expect(declared.tests == fromJSON.total)
    #expect(declared.failures == fromJSON.failed)
    #expect(declared.skipped == fromJSON.unverified + fromJSON.accepted + fromJSON.notApplicable)
  }

  /// The Markdown table's client rows added up, and its total row.
  fileprivate static func tableCounts(_ markdown: String) throws -> (sum: Counts, total: Counts) {
    var sum = Counts()
    var total: Counts?
    for line in markdown.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Client ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let numbers = cells.dropFirst().compactMap { Int($0) }
      try #require(numbers.count == 6, "\(line)")
      let row = Counts(
        passed: numbers[0], failed: numbers[1], warned: numbers[2], unverified: numbers[3], accepted: numbers[4],
        notApplicable: numbers[5])
      if cells[0] == "**Total**" {
        total = row
      } else {
        sum = Counts(
          passed: sum.passed + row.passed, failed: sum.failed + row.failed, warned: sum.warned + row.warned,
          unverified: sum.unverified + row.unverified, accepted: sum.accepted + row.accepted,
          notApplicable: sum.notApplicable + row.notApplicable)
      }
    }
    return (sum, try #require(total))
  }

  @Test("The default run's text and JSON count the same cells")
  func matrixCounts() async throws {
    let arguments = ["--subject", "ArticleViewController", "--subject", "BannerThatStaysUp"]
    let text = await AdConformCommand.run(arguments)
    let json = await AdConformCommand.run(arguments + ["--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Int])
    let passed = try #require(summary["passed"])
    let failed = try #require(summary["failed"])
    #expect(passed + failed == 40)
    #expect(text.standardOutput.hasSuffix("\n\(passed) passed, \(failed) failed\n"))
  }
}

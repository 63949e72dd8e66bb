import AdConformCommand
import AdContracts
import ExampleSubjects
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the test cases and failures of a JUnit document.
private final class JUnitReader: NSObject, XMLParserDelegate {
  var testcases: [(client: String, rule: String)] = []
  var failures: [(rule: String, message: String)] = []
  var skipped = 0
  var declaredFailures: Int?
  private var currentRule = ""

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuites": declaredFailures = attributes["failures"].flatMap(Int.init)
    case "testcase":
      currentRule = attributes["name"] ?? ""
      testcases.append((attributes["classname"] ?? "", currentRule))
    case "failure": failures.append((currentRule, attributes["message"] ?? ""))
    case "skipped": skipped += 1
    default: break
    }
  }
}

@Suite("Report formats")
struct ReportFormatTests {
  static let clients = [
    "ArticleViewController", "BannerThatStaysUp", "IgnoresMemoryWarnings", "RoundBreakGameViewController",
    "GameWaitsForAd",
  ]

  static var subjectArguments: [String] { clients.flatMap { ["--subject", $0] } }

  @Test("JUnit output parses, with one test case per rule and client and the text report's failure count")
  func junitParses() async throws {
    let junit = await AdConformCommand.run(["check", "--format", "junit"] + Self.subjectArguments)
    let text = await AdConformCommand.run(["check"] + Self.subjectArguments)
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(junit.standardOutput.utf8))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    var expected: [String] = []
    for name in Self.clients {
      let fixture = try #require(Fixtures.fixture(named: name))
      expected += Catalogue.rules(for: fixture.subject.kind).map { "\(name) \($0.id)" }
    }
    #expect(reader.testcases.map { "\($0.client) \($0.rule)" } == expected)
    let closing = try #require(text.standardOutput.split(separator: "\n").last)
    #expect(closing.contains(", \(reader.failures.count) failed, "))
    #expect(reader.declaredFailures == reader.failures.count)
    #expect(
      reader.failures.map(\.rule).sorted() == [
        "iad.banner.hidden-after-failure", "iad.banner.releases-memory-on-warning",
      ])
    #expect(junit.status == text.status && junit.status == 1)
  }

  @Test("Markdown draws each failure's timeline as a Mermaid sequence diagram whose messages match it")
  func markdownMermaid() async throws {
    let result = await AdConformCommand.run(
      [
        "check", "--subject", "BannerThatStaysUp", "--rule", "iad.banner.hidden-after-failure", "--format",
        "markdown",
      ])
    let markdown = result.standardOutput
    #expect(markdown.contains("| BannerThatStaysUp | 0 | 1 | 0 | 0 | 0 | 0 |"))
    let start = try #require(markdown.range(of: "```mermaid\n"))
    let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
    let diagram = markdown[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(diagram.first == "sequenceDiagram")
    let messages = diagram.filter { ($0.contains(">>") || $0.contains("Note over")) && !$0.contains("⚠") }
    let rule = try #require(Catalogue.rule(withID: "iad.banner.hidden-after-failure"))
    let fixture = try #require(Fixtures.fixture(named: "BannerThatStaysUp"))
    let report = await rule.run(against: fixture.subject)
    #expect(messages.count == report.timeline.count)
    for (message, line) in zip(messages, report.timeline) {
      let text = message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
      let unescaped = text.replacingOccurrences(of: "#35;", with: "#").replacingOccurrences(of: "#59;", with: ";")
      let words = line.split(separator: " ").filter {
        $0 != "→" && $0 != "▶" && $0 != "app" && $0 != "sdk" && $0 != "user" && $0 != "system" && $0 != "device"
      }
      for word in words {
        #expect(unescaped.contains(word), "\(message) lacks \(word) of \(line)")
      }
    }
    #expect(
      messages.contains(
        "  SDK->>App: 44.000 bannerView(_:didFailToReceiveAdWithError:) — ADError.bannerVisibleWithoutContent (5)"))
    #expect(messages.contains("  Note over App: 2.000 banner shown — (0, 430, 320×50)"))
    // The event where the rule broke, and only it, sits in a highlighted block with a note.
    let failing = "    SDK->>App: 32.000 bannerView(_:didFailToReceiveAdWithError:) — ADError.inventoryUnavailable (3)"
    let highlighted = try #require(diagram.firstIndex(of: "  rect rgb(255, 205, 205)"))
    #expect(
      Array(diagram[highlighted...].prefix(4)) == [
        "  rect rgb(255, 205, 205)", failing, "    Note over App,SDK: ⚠ the rule broke here", "  end",
      ])
    #expect(diagram.count { $0.hasPrefix("  rect") } == 1)
  }

  @Test("junit and markdown are for check only")
  func formatsForCheckOnly() async {
    let result = await AdConformCommand.run(["list", "--format", "junit"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("invalid value 'junit' for '--format'; expected text or json for 'list'"))
  }
}

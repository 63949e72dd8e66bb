import AdConformCommand
import AdContracts
import AdSimulation
import ExampleSubjects
import Foundation
import Testing

/// A failure points at the event where the rule broke, in every format, and a report
/// lists the misuse its run saw.
@Suite("A failure points at its moment")
struct FailingMomentTests {
  static func report(of id: String, on client: String) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: id))
    let fixture = try #require(Fixtures.fixture(named: client))
    return await rule.run(against: fixture.subject)
  }

  @Test("iad.interstitial.pad-only on a game that makes its ad on a phone marks the creation")
  func padOnlyMarksTheCreation() async throws {
    let report = try await Self.report(of: "iad.interstitial.pad-only", on: "GameOnEveryDevice")
    #expect(report.status == .fail)
    let created = try #require(report.events.first { $0.kind == .created && $0.name == "ADInterstitialAd()" })

    #expect(report.failingEvent == created.sequence)
    let marked = report.timeline.filter { $0.hasPrefix(String(Trace.marker)) }
    #expect(marked == [Trace.marked(Trace.line(for: created))])
    #expect(marked.first?.contains("ADInterstitialAd()") == true)
    // The marker takes a margin space, so the marked line lines up with the others.
    let unmarked = try #require(report.timeline.first { !$0.hasPrefix(String(Trace.marker)) && $0.contains("app → ") })
    func arrowColumn(_ line: String) -> Int? {
      line.firstIndex(of: "→").map { line.distance(from: line.startIndex, to: $0) }
    }
    #expect(marked.first?.count == Trace.line(for: created).count)
    #expect(arrowColumn(unmarked) != nil && arrowColumn(unmarked) == marked.first.flatMap(arrowColumn))

    let text = report.text.split(separator: "\n").map(String.init)
    #expect(text.filter { $0.hasPrefix("  \(Trace.marker)") }.count == 1)
  }

  @Test("The JSON report carries the failing event's sequence number; a pass carries none")
  func jsonHasTheSequence() async throws {
    let result = await AdConformCommand.run(
      ["check", "--subject", "GameOnEveryDevice", "--rule", "iad.interstitial.pad-only", "--format", "json"])
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    let failing = try #require(results.first?["failingEvent"] as? Int)
    let events = try #require(results.first?["events"] as? [[String: Any]])
    let event = try #require(events.first { $0["sequence"] as? Int == failing })
    #expect(event["name"] as? String == "ADInterstitialAd()")
    let report = try await Self.report(of: "iad.interstitial.pad-only", on: "GameOnEveryDevice")
    let decoded = try JSONDecoder().decode(Report.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
    let pass = try await Self.report(of: "iad.interstitial.pad-only", on: "RoundBreakGameViewController")
    #expect(pass.failingEvent == nil)
    let passJSON = String(decoding: try JSONEncoder().encode(pass), as: UTF8.self)
    #expect(!passJSON.contains("failingEvent") && !passJSON.contains("misuses"))
  }

  @Test("The Markdown's Mermaid diagram highlights the failing event")
  func mermaidHighlights() async throws {
    let result = await AdConformCommand.run(
      ["check", "--subject", "GameOnEveryDevice", "--rule", "iad.interstitial.pad-only", "--format", "markdown"])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let rect = try #require(lines.firstIndex(of: "  rect rgb(255, 205, 205)"))
    #expect(lines[rect + 1].hasPrefix("    App->>SDK: ") && lines[rect + 1].contains("ADInterstitialAd()"))
    #expect(lines[rect + 2] == "    Note over App,SDK: ⚠ the rule broke here")
    #expect(lines[rect + 3] == "  end")
  }

  @Test("A run with misuse lists it, in the text after the timeline and in the JSON")
  func misuseIsListed() async throws {
    let report = try await Self.report(of: "iad.interstitial.pad-only", on: "GameOnEveryDevice")
    #expect(report.misuses.count == 1)
    #expect(report.misuses.first?.contains("ADInterstitialAd()") == true)
    let text = report.text.split(separator: "\n").map(String.init)
    let heading = try #require(text.firstIndex(of: "  Misuse (a device would reject it):"))
    #expect(text[heading + 1] == "  " + report.misuses[0])
    #expect(heading > (text.firstIndex(of: "  Timeline (virtual time):") ?? .max))
    #expect(text[heading + 2].hasPrefix("  Guide: "))
    let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    #expect(json.contains("\"misuses\""))
  }

  @Test("A pass whose run saw misuse lists it under the headline")
  func passWithMisuse() async throws {
    let report = try await Self.report(of: "iad.interstitial.presents-only-loaded", on: "Swift3LevelShowsAdOnLoad")
    #expect(report.status == .pass)
    #expect(report.misuses.count == 1)
    let text = report.text.split(separator: "\n").map(String.init)
    #expect(text.count == 3)
    #expect(text[1] == "  Misuse (a device would reject it):")
    #expect(text[2] == "  " + report.misuses[0])
  }
}

import AdConformCommand
import AdSimulation
import Foundation
import Testing

/// `explore` and `play` judge and write a finding as `check` does a verdict: a SHOULD
/// finding is a warning (exit 0 unless `--strict`), a MUST finding a failure, in every
/// format.
@Suite("explore and play verdicts")
struct ExploreVerdictTests {
  /// A client whose exploration breaks one SHOULD rule alone.
  static let should = ["explore", "--subject", "NeverPausesForAds", "--scenarios", "40", "--seed", "9", "--jobs", "1"]
  /// A client whose exploration breaks a MUST rule.
  static let must = ["explore", "--subject", "GameKeepsSpentAds", "--scenarios", "20", "--jobs", "1"]

  /// The first finding of explore's JSON document, with its events decoded.
  static func finding(_ arguments: [String]) async throws -> (finding: [String: Any], events: [Trace.Event]) {
    let result = await AdConformCommand.run(arguments + ["--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let finding = try #require((document["findings"] as? [[String: Any]])?.first)
    let events = try JSONDecoder().decode(
      [Trace.Event].self, from: JSONSerialization.data(withJSONObject: try #require(finding["events"])))
    return (finding, events)
  }

  @Test("Only SHOULD rules broken: explore exits 0 and says they are warnings; with --strict it exits 1")
  func shouldExitStatus() async {
    let lenient = await AdConformCommand.run(Self.should)
    #expect(lenient.status == 0)
    #expect(lenient.standardOutput.contains("⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n"))
    #expect(
      lenient.standardOutput.hasSuffix(
        "1 rule broken in 40 scenarios, SHOULD rules only: warnings (--strict fails on them).\n"))
    let strict = await AdConformCommand.run(Self.should + ["--strict"])
    #expect(strict.status == 1)
    #expect(strict.standardOutput.hasSuffix("1 rule broken in 40 scenarios.\n"))
    let must = await AdConformCommand.run(Self.must)
    #expect(must.status == 1)
    #expect(must.standardOutput.contains("✘ iad.interstitial.released-after-unload (MUST) — GameKeepsSpentAds\n"))
  }

  @Test("explore's JUnit puts a SHOULD finding in <system-out>, never a <failure>; strict and MUST findings fail")
  func junitSeverities() async {
    let lenient = await AdConformCommand.run(Self.should + ["--format", "junit"])
    #expect(!lenient.standardOutput.contains("<failure"))
    #expect(lenient.standardOutput.contains(#"failures="0""#))
    #expect(
      lenient.standardOutput.contains(
        #"name="iad.banner.pauses-when-covered">"# + "\n      <system-out>⚠ iad.banner.pauses-when-covered (SHOULD)"))
    #expect(lenient.standardOutput.contains("Found in scenario 2, after"))
    let strict = await AdConformCommand.run(Self.should + ["--format", "junit", "--strict"])
    #expect(strict.standardOutput.contains(#"<failure message="Expected the activities paused"#))
    #expect(strict.standardOutput.contains(#"<testsuites name="adconform explore" tests="20" failures="1""#))
    let must = await AdConformCommand.run(Self.must + ["--format", "junit"])
    #expect(must.standardOutput.contains(#"<failure message="Expected "#))
    #expect(must.standardOutput.contains(#"type="MUST""#))
  }

  @Test("explore's JSON gives each finding its events, failing event, status and gate")
  func jsonCarriesTheEvents() async throws {
    let (finding, events) = try await Self.finding(Self.should)
    let failing = try #require(finding["failingEvent"] as? Int)
    let event = try #require(events.first { $0.sequence == failing })
    let timeline = try #require(finding["timeline"] as? [String])
    #expect(timeline.filter { $0.first == Trace.marker } == [Trace.marked(Trace.line(for: event))])
    #expect(finding["status"] as? String == "warn")
    #expect(finding["gate"] as? String == "warn")
    #expect((finding["guide"] as? String)?.isEmpty == false)
    #expect(finding["script"] is String && finding["stepsWhenFound"] is Int)
  }

  @Test("explore --format markdown draws the finding as a Mermaid diagram with its failing event highlighted")
  func markdownHighlightsTheFailingEvent() async throws {
    let (finding, events) = try await Self.finding(Self.should)
    let failing = try #require(events.first { $0.sequence == finding["failingEvent"] as? Int })
    let result = await AdConformCommand.run(Self.should + ["--format", "markdown"])
    #expect(result.status == 0)
    let markdown = result.standardOutput
    #expect(markdown.contains("## ⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n\nWarning (SHOULD)."))
    let start = try #require(markdown.range(of: "```mermaid\n"))
    let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
    let diagram = markdown[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(diagram.first == "sequenceDiagram")
    let highlighted = try #require(diagram.firstIndex(of: "  rect rgb(255, 205, 205)"))
    let block = Array(diagram[highlighted...].prefix(4))
    #expect(block.count == 4)
    #expect(block[1].contains("\(failing.time) \(failing.name.rawValue)"), "\(block)")
    #expect(block[2] == "    Note over App,SDK: ⚠ the rule broke here")
    #expect(diagram.count { $0.hasPrefix("  rect") } == 1)
    #expect(markdown.contains("```json\n{\n  \"name\": \"NeverPausesForAds, scenario 2 of seed 9, shrunk\""))
  }

  @Test("play's at: line is the line of the finding's failing event; SHOULD exits 0, 1 with --strict")
  func playAtLine() async throws {
    let (finding, events) = try await Self.finding(Self.should)
    let failing = try #require(events.first { $0.sequence == finding["failingEvent"] as? Int })
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-play-\(UUID()).json")
    try #require(finding["script"] as? String).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let play = ["play", file.path, "--subject", "NeverPausesForAds"]
    let text = await AdConformCommand.run(play)
    #expect(text.status == 0)
    let at = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  at: ") }.map(String.init)
    #expect(at == ["  at: " + Trace.line(for: failing).trimmingCharacters(in: .whitespaces)])
    #expect(
      text.standardOutput.contains("\n⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds\n  Expected "))
    #expect(await AdConformCommand.run(play + ["--strict"]).status == 1)

    let junit = await AdConformCommand.run(play + ["--format", "junit"])
    #expect(junit.status == 0)
    #expect(!junit.standardOutput.contains("<failure"))
    #expect(junit.standardOutput.contains("<system-out>⚠ iad.banner.pauses-when-covered (SHOULD)"))
    let markdown = await AdConformCommand.run(play + ["--format", "markdown"])
    #expect(markdown.standardOutput.contains("## ⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds"))
    #expect(markdown.standardOutput.contains("    Note over App,SDK: ⚠ the rule broke here"))
  }
}

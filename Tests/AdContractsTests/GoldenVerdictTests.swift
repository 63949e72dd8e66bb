import AdContracts
import AdSimulation
import ExampleSubjects
import Foundation
import Testing

/// Every rule's verdict for every bundled client, kept in `Golden/verdicts.tsv`.
///
/// The file was taken from the catalogue before the trace and the kinds changed shape, so
/// a refactoring that changes any verdict shows here; the rows of kinds added since
/// (Google interstitials, rewarded and rewarded interstitial ads, consent) were appended as each
/// kind arrived. The file keeps the rule ids of its
/// time; they map to today's through `Catalogue.currentSpelling(of:)`, so only verdicts count.
/// A deliberate change of verdict rewrites the file: `GOLDEN_VERDICTS_WRITE=1 swift test
/// --filter GoldenVerdict`, then review the diff.
@Suite("Golden verdicts")
struct GoldenVerdictTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/verdicts.tsv")

  /// Every (client, rule, verdict) of the bundled clients, sorted.
  static func verdictRows() async -> [String] {
    var rows: [String] = []
    for fixture in Fixtures.all {
      for rule in Catalogue.rules(for: fixture.subject.kind) {
        let report = await rule.run(against: fixture.subject)
        rows.append("\(fixture.subject.name)\t\(rule.id)\t\(report.status.rawValue)")
      }
    }
    return rows.sorted()
  }

  /// The golden rows, under today's rule ids.
  static func goldenRows() throws -> [String] {
    try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n").map { line -> String in
        let fields = line.split(separator: "\t").map(String.init)
        return "\(fields[0])\t\(Catalogue.currentSpelling(of: fields[1]).id)\t\(fields[2])"
      }.sorted()
  }

  static func expectGolden(_ rows: [String]) throws {
    let golden = try goldenRows()
    let missing = Set(golden).subtracting(rows).sorted()
    let unexpected = Set(rows).subtracting(golden).sorted()
    #expect(
      missing.isEmpty && unexpected.isEmpty,
      "golden verdicts not seen: \(missing.prefix(10)); seen instead: \(unexpected.prefix(10))")
    #expect(rows.count == golden.count)
  }

  @Test("Each bundled client gets the verdicts the golden file holds")
  func verdicts() async throws {
    let rows = await Self.verdictRows()
    if ProcessInfo.processInfo.environment["GOLDEN_VERDICTS_WRITE"] != nil {
      try (rows.joined(separator: "\n") + "\n").write(to: Self.file, atomically: true, encoding: .utf8)
    }
    try Self.expectGolden(rows)
  }

  @Test("With every timeline detail reworded, every verdict stays: no rule reads display text")
  func rewordedTimelines() async throws {
    let rows = await Trace.$rewording.withValue({ "‹" + String($0.reversed()) + "›" }) {
      await Self.verdictRows()
    }
    try Self.expectGolden(rows)
  }

  @Test("No rule reads an event's display text: Contracts/ uses detail only inside messages")
  func noRuleReadsDetail() throws {
    let rules = Self.file.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Contracts")
    let files = FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 20)
    var readers: [String] = []
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() where line.contains(".detail") {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("///") || code.hasPrefix("//") { continue }
        // Interpolating a detail into a message shows it; comparing or parsing it reads it.
        let reads = line.ranges(of: ".detail").contains { range in
          let before = line[line.startIndex..<range.lowerBound]
          return before.range(of: "\\(", options: .backwards).map { opening in
            before[opening.upperBound...].contains(")")
          } ?? true
        }
        if reads { readers.append("\(file.lastPathComponent):\(number + 1): \(code)") }
      }
    }
    #expect(readers.isEmpty, "rules that read display text: \(readers)")
  }

  @Test("No rule names an event by text: Contracts/ matches events by the names the fakes declare")
  func noRuleNamesEventsByText() throws {
    let rules = Self.file.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Contracts")
    let files = FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 20)
    // A name written as text compiles (names are literal-expressible for the fakes that
    // declare them) but escapes the compiler's spelling check, so no rule may write one.
    let textual = ["named: \"", "name == \"", "name != \"", "Name(rawValue:", "Trace.Event.Name = \""]
    var offenders: [String] = []
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("///") || code.hasPrefix("//") { continue }
        // A deprecation's `renamed: "…"` names a declaration, not an event.
        let spoken = line.replacingOccurrences(of: "renamed: \"", with: "")
        if textual.contains(where: { spoken.contains($0) }) {
          offenders.append("\(file.lastPathComponent):\(number + 1): \(code)")
        }
      }
    }
    #expect(offenders.isEmpty, "rules that name events by text: \(offenders)")
  }
}

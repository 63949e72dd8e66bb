import AdContracts
import ExampleSubjects
import Foundation
import Testing

/// Every rule's verdict for every bundled client, kept in `Golden/verdicts.tsv`.
///
/// The file was taken from the catalogue before the trace and the kinds changed shape, so
/// a refactoring that changes any verdict shows here. The file keeps the rule ids of its
/// time; they map to today's through `Catalogue.currentSpelling(of:)`, so only verdicts count.
/// A deliberate change of verdict rewrites the file: `GOLDEN_VERDICTS_WRITE=1 swift test
/// --filter GoldenVerdict`, then review the diff.
@Suite("Golden verdicts")
struct GoldenVerdictTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/verdicts.tsv")

  @Test("Each bundled client gets the verdicts the golden file holds")
  func verdicts() async throws {
    var rows: [String] = []
    for fixture in Fixtures.all {
      for contract in Catalogue.contracts(for: fixture.subject.kind) {
        let report = await contract.run(against: fixture.subject)
        rows.append("\(fixture.subject.name)\t\(contract.id)\t\(report.status.rawValue)")
      }
    }
    rows.sort()
    if ProcessInfo.processInfo.environment["GOLDEN_VERDICTS_WRITE"] != nil {
      try (rows.joined(separator: "\n") + "\n").write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: Self.file, encoding: .utf8)
      .split(separator: "\n").map { line -> String in
        let fields = line.split(separator: "\t").map(String.init)
        return "\(fields[0])\t\(Catalogue.currentSpelling(of: fields[1]).id)\t\(fields[2])"
      }.sorted()
    let missing = Set(golden).subtracting(rows).sorted()
    let unexpected = Set(rows).subtracting(golden).sorted()
    #expect(missing.isEmpty && unexpected.isEmpty, "golden verdicts not seen: \(missing.prefix(10)); seen instead: \(unexpected.prefix(10))")
    #expect(rows.count == golden.count)
  }
}

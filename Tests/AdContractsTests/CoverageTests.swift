import AdContracts
import Foundation
import Testing

@Suite("The coverage table")
struct CoverageTests {
  @Test("Contracts/COVERAGE.md is what adconform coverage generates now")
  func fileIsCurrent() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Contracts/COVERAGE.md")
    let file = try String(contentsOf: url, encoding: .utf8)
    #expect(file == Coverage.markdown(), "run `swift run adconform coverage > Contracts/COVERAGE.md`")
  }

  @Test("Every rule has a grades row: grade, section, the guide's word and the paraphrase", arguments: Catalogue.all)
  func gradeRow(_ rule: Rule) {
    let basis = rule.basis
    let row =
      "| `\(rule.id)` | \(rule.severity.rawValue) | \(basis.section) | \(basis.wordText) | \(basis.sentence) | \(basis.note ?? "") |"
    #expect(Coverage.markdown().split(separator: "\n").contains { $0 == row }, "\(row)")
  }

  @Test("The banner detach rule's row shows SHOULD and its word, avoid")
  func detachRow() {
    let row = Coverage.markdown().split(separator: "\n").first { $0.hasPrefix("| `iad.banner.detached-when-unused` |") }
    #expect(
      row?.hasPrefix("| `iad.banner.detached-when-unused` | SHOULD | Banner View Best Practices | \"avoid\" |") == true)
  }

  @Test("Every rule checks a behaviour, and every rule named there exists")
  func everyRuleCovered() {
    let named = Coverage.behaviours.flatMap(\.rules)
    let ids = Catalogue.all.map(\.id)
    #expect(Set(named) == Set(ids))
    for behaviour in Coverage.behaviours {
      for rule in behaviour.rules {
        #expect(Catalogue.rule(withID: rule)?.kind == behaviour.kind, "\(rule)")
      }
    }
  }
}

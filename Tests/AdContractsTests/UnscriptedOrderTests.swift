import AdContracts
import AdSimulation
import ExampleSubjects
import Testing

/// The faulty clients whose bug shows only in an order no rule's own scenario plays: each
/// passes every rule's check, and exploration finds the one rule it breaks, shrinks the
/// scenario to a handful of steps, and `play` shows the same finding again.
@Suite("Bugs only an unscripted order shows")
struct UnscriptedOrderTests {
  static let rules = Catalogue.standard.rules

  /// The fixtures that break no rule in its own scenario and declare what exploration finds.
  static let orderOnly = Fixtures.faulty.filter { $0.violates.isEmpty && !$0.explorationFinds.isEmpty }

  @Test("There are at least two such clients for every kind of ad")
  func twoPerKind() {
    let kinds = Dictionary(grouping: Self.orderOnly, by: { $0.subject.kind }).mapValues(\.count)
    for kind in Set(Self.rules.map(\.kind)) {
      #expect((kinds[kind] ?? 0) >= 2, "\(kind.rawValue) has \(kinds[kind] ?? 0) order-only clients")
    }
  }

  @Test(
    "Every check passes it; explore finds its rule alone, in at most 6 steps, and play replays it",
    arguments: orderOnly.map(\.subject.name))
  @MainActor
  func foundOnlyByExploration(_ name: String) async throws {
    let fixture = try #require(Fixtures.fixture(named: name))
    for rule in Catalogue.rules(for: fixture.subject.kind) {
      let report = await rule.run(against: fixture.subject)
      #expect(report.status == .pass || report.status == .notApplicable, "\(rule.id):\n\(report.text)")
    }
    let result = await Exploration().run(on: fixture.subject, rules: Self.rules)
    #expect(Set(result.findings.map(\.rule)) == fixture.explorationFinds)
    for finding in result.findings {
      #expect(finding.script.steps.count <= 6, "\(finding.rule):\n\(finding.script.jsonText())")
      let reread = try Script.decode(finding.script.jsonText())
      let replay = await Exploration.replay(reread, on: fixture.subject, rules: Self.rules)
      let again = replay.findings.first { $0.rule == finding.rule }
      #expect(again?.message == finding.message, "play did not show \(finding.rule) again")
    }
  }
}

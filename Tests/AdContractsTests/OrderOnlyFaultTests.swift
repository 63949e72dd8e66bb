import AdContracts
import AdSimulation
import ExampleSubjects
import Testing

/// The order-only faulty clients of Google's ad kinds: each passes every rule's check, and
/// exploration finds it breaking the one rule it declares, with a short script that
/// replays the finding.
@Suite("Order-only faults of the Google kinds")
struct OrderOnlyFaultTests {
  static let rules = Catalogue.standard.contracts

  /// The most steps a shrunk finding of an order-only client may keep.
  static let stepLimit = 6

  /// Every faulty client of a Google kind that its checks pass and exploration finds.
  static let orderOnly: [Fixture] = Fixtures.all.filter { fixture in
    fixture.violates.isEmpty && !fixture.explorationFinds.isEmpty
      && fixture.subject.kind.ruleIDPrefix.hasPrefix("gma.")
  }

  @Test("Each Google kind has two order-only clients")
  func twoPerKind() {
    let kinds = Dictionary(grouping: Self.orderOnly, by: \.subject.kind.rawValue).mapValues(\.count)
    #expect(kinds.count == 6, "\(kinds)")
    #expect(kinds.values.allSatisfy { $0 >= 2 }, "\(kinds)")
  }

  @Test(
    "An order-only client passes every check, and exploration finds its rule alone, in a short script that replays",
    arguments: orderOnly.map(\.subject.name))
  @MainActor
  func foundOnlyByExploration(_ name: String) async throws {
    let fixture = try #require(Fixtures.fixture(named: name))
    let declared = fixture.explorationFinds.sorted()
    for contract in Catalogue.contracts(for: fixture.subject.kind) {
      let report = await contract.run(against: fixture.subject)
      #expect(report.status == .pass || report.status == .notApplicable, "\(contract.id):\n\(report.text)")
    }
    let result = await Exploration().run(on: fixture.subject, rules: Self.rules)
    #expect(result.findings.map(\.rule).sorted() == declared)
    for finding in result.findings where declared.contains(finding.rule) {
      #expect(finding.script.steps.count <= Self.stepLimit, "\(finding.script.jsonText())")
      let reread = try Script.decode(finding.script.jsonText())
      #expect(reread == finding.script)
      let replay = await Exploration.replay(reread, on: fixture.subject, rules: Self.rules)
      #expect(replay.findings.map(\.rule) == [finding.rule])
      #expect(replay.findings.first?.message == finding.message)
    }
  }
}

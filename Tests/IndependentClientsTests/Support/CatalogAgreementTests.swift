import AdContracts
import IndependentApps
import Testing

/// `IndependentApps.catalog`, which `independent-adconform` explores by, declares what each
/// app's expectation table says, so the two cannot drift apart.
@MainActor
@Suite("The catalog agrees with the tables")
struct CatalogAgreementTests {
  @Test func everySubjectHasOneEntryAndOneTable() {
    let entries = IndependentApps.catalog.entries.map(\.subject.name)
    #expect(entries == ExpectationTables.all.map(\.subject.name))
    #expect(Set(entries).count == entries.count, "two entries share a name: \(entries)")
    #expect(IndependentApps.subjects.map(\.name) == entries)
  }

  @Test func eachEntryDeclaresWhatItsTableSays() throws {
    for (subject, expectation) in ExpectationTables.all {
      let entry = try #require(IndependentApps.catalog.entry(named: subject.name))
      #expect(entry.isDeclared)
      #expect(entry.subject.kind == subject.kind, "\(subject.name)")
      #expect(
        entry.violates == expectation.declaredViolations,
        "\(subject.name) declares it breaks \(entry.violates.sorted()); its table, \(expectation.declaredViolations.sorted())")
      #expect(
        entry.unverifiable == expectation.declaredUnverifiable,
        "\(subject.name) declares unverifiable \(entry.unverifiable.sorted()); its table, \(expectation.declaredUnverifiable.sorted())")
      #expect(
        entry.explorationFinds == expectation.declaredExplorationFinds,
        "\(subject.name) declares found only by exploration \(entry.explorationFinds.sorted()); its table, \(expectation.declaredExplorationFinds.sorted())")
    }
  }

  /// The command judges a subject by every rule of its kind; the tables must name the same.
  @Test func eachTableCoversTheRulesOfItsKind() {
    for (subject, expectation) in ExpectationTables.all {
      let kind = Set(Catalogue.standard.rules(for: subject.kind).map(\.id))
      #expect(Set(expectation.catalogue.map(\.id)) == kind, "\(subject.name)")
    }
  }
}

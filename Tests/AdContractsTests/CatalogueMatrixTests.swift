import AdContracts
import ExampleSubjects
import Testing

@Suite("The catalogue against every bundled client")
struct CatalogueMatrixTests {
  @Test("A conforming client passes every rule and leaves none unverified", arguments: Fixtures.conforming)
  func conforming(_ fixture: Fixture) async {
    for rule in Catalogue.rules(for: fixture.subject.kind) {
      let report = await rule.run(against: fixture.subject)
      #expect(
        report.status == .pass || report.status == .notApplicable,
        "\(fixture) on \(rule.id):\n\(report.text)")
    }
  }

  @Test("A faulty client breaks exactly the rules it declares", arguments: Fixtures.faulty)
  func faulty(_ fixture: Fixture) async {
    var broken: Set<String> = []
    var texts: [String] = []
    for rule in Catalogue.rules(for: fixture.subject.kind) {
      let report = await rule.run(against: fixture.subject)
      if report.status.isViolation {
        broken.insert(report.rule)
        texts.append(report.text)
      }
      if fixture.unverifiable.contains(report.rule) {
        #expect(report.status == .unverified, "\(fixture) on \(report.rule):\n\(report.text)")
      }
    }
    #expect(broken == fixture.violates, "\(fixture) broke:\n\(texts.joined(separator: "\n\n"))")
  }

  @Test("Every rule has a faulty client that breaks it")
  func everyRuleCanFail() {
    let declared = Set(Fixtures.faulty.flatMap(\.violates))
    let missing = Catalogue.all.map(\.id).filter { !declared.contains($0) }
    #expect(missing.isEmpty, "rules no faulty client breaks: \(missing)")
  }

  @Test("Every rule's id starts with its kind, and ids are unique")
  func idsMatchKinds() {
    for rule in Catalogue.all {
      #expect(rule.id.hasPrefix(rule.kind.ruleIDPrefix), "\(rule.id) is a \(rule.kind) rule")
    }
    #expect(Set(Catalogue.all.map(\.id)).count == Catalogue.all.count)
    #expect(IAdBannerRules.all.allSatisfy { $0.kind == .iAdBanner })
    #expect(IAdInterstitialRules.all.allSatisfy { $0.kind == .iAdInterstitial })
  }

  @Test("Every declared rule exists in the catalogue")
  func declaredRulesExist() {
    let ids = Set(Catalogue.all.map(\.id))
    for fixture in Fixtures.all {
      #expect(fixture.violates.isSubset(of: ids), "\(fixture) declares unknown rules")
    }
  }
}

import AdContracts
import Testing

@Suite("Each rule's basis in its guide")
struct BasisTests {
  @Test("Every rule states its basis, with the guide section it rests on")
  func everyRuleHasABasis() {
    for rule in Catalogue.all {
      #expect(!rule.basis.section.isEmpty, "\(rule.id)")
    }
  }

  @Test("A rule's severity is the grade its guide's word gives", arguments: Catalogue.all)
  func severityFollowsTheWord(_ rule: Rule) {
    #expect(rule.basis.grade == rule.severity, "\(rule.id): the guide's word is \(rule.basis.wordText)")
  }

  @Test(
    "A basis is complete: section, paraphrase, a word or a reason, and a gloss for a word not in English",
    arguments: Catalogue.all)
  func basisIsComplete(_ rule: Rule) {
    let basis = rule.basis
    #expect(!basis.section.isEmpty && !basis.sentence.isEmpty)
    if basis.kind != .wording || basis.word == nil {
      #expect(
        basis.note?.isEmpty == false, "\(rule.id) rests on a fact or a sample and must say why it has its grade")
    }
    if basis.kind == .wording {
      #expect(basis.word != nil, "\(rule.id) rests on wording but names no word")
    }
    let foreign = basis.word.map { $0.unicodeScalars.contains { $0.value > 0x2FF && $0 != "…" } } ?? false
    #expect(
      foreign == (basis.gloss != nil), "\(rule.id): a gloss goes with a word that is not English, and only then")
    for text in [basis.section, basis.sentence, basis.word ?? "", basis.gloss ?? "", basis.note ?? ""] {
      #expect(!text.contains("|") && !text.contains("\n"), "\(rule.id): the coverage table needs one-line cells")
    }
  }

  @Test("The banner detach rule rests on a conditional best practice and \"avoid\", so it is SHOULD")
  func detachedWhenUnused() throws {
    let rule = try #require(Catalogue.rule(withID: "iad.banner.detached-when-unused"))
    #expect(rule.severity == .should)
    #expect(rule.basis.word == "avoid")
    #expect(rule.basis.section == "Banner View Best Practices")
  }

  @Test("Each kind lists its MUST rules before its SHOULD rules", arguments: Catalogue.standard.kinds)
  func mustRulesFirst(_ kind: Rule.Kind) {
    let severities = Catalogue.rules(for: kind).map(\.severity)
    let firstShould = severities.firstIndex(of: .should) ?? severities.endIndex
    #expect(!severities[firstShould...].contains(.must), "\(kind): \(severities.map(\.rawValue))")
  }

  @Test("The word reads with its gloss, or says what stands in for it")
  func wordText() throws {
    let detach = try #require(Catalogue.rule(withID: "iad.banner.detached-when-unused"))
    #expect(detach.basis.wordText == "\"avoid\"")
    let reload = try #require(Catalogue.rule(withID: "gma.app-open.reloads-after-dismiss"))
    #expect(reload.basis.wordText == "\"おすすめします\" (we recommend)")
    let leaving = try #require(Catalogue.rule(withID: "iad.banner.resumes-after-leaving"))
    #expect(leaving.basis.wordText == "none (a stated fact)")
    let single = try #require(Catalogue.rule(withID: "gma.app-open.single-load"))
    #expect(single.basis.wordText == "\"Do not load ad\" (sample code)")
  }
}

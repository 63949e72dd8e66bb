import AdContracts
import Testing

@Suite("Each rule's basis in its guide")
struct BasisTests {
  @Test("Every rule states its basis, with the guide section it rests on")
  func everyRuleHasABasis() {
    for contract in Catalogue.all {
      #expect(!contract.basis.section.isEmpty, "\(contract.id)")
    }
  }

  @Test("A rule's severity is the grade its guide's word gives", arguments: Catalogue.all)
  func severityFollowsTheWord(_ contract: Contract) {
    #expect(contract.basis.grade == contract.severity, "\(contract.id): the guide's word is \(contract.basis.wordText)")
  }

  @Test(
    "A basis is complete: section, paraphrase, a word or a reason, and a gloss for a word not in English",
    arguments: Catalogue.all)
  func basisIsComplete(_ contract: Contract) {
    let basis = contract.basis
    #expect(!basis.section.isEmpty && !basis.sentence.isEmpty)
    if basis.kind != .wording || basis.word == nil {
      #expect(
        basis.note?.isEmpty == false, "\(contract.id) rests on a fact or a sample and must say why it has its grade")
    }
    if basis.kind == .wording {
      #expect(basis.word != nil, "\(contract.id) rests on wording but names no word")
    }
    let foreign = basis.word.map { $0.unicodeScalars.contains { $0.value > 0x2FF && $0 != "…" } } ?? false
    #expect(
      foreign == (basis.gloss != nil), "\(contract.id): a gloss goes with a word that is not English, and only then")
    for text in [basis.section, basis.sentence, basis.word ?? "", basis.gloss ?? "", basis.note ?? ""] {
      #expect(!text.contains("|") && !text.contains("\n"), "\(contract.id): the coverage table needs one-line cells")
    }
  }

  @Test("The banner detach rule rests on a conditional best practice and \"avoid\", so it is SHOULD")
  func detachedWhenUnused() throws {
    let contract = try #require(Catalogue.contract(withID: "iad.banner.detached-when-unused"))
    #expect(contract.severity == .should)
    #expect(contract.basis.word == "avoid")
    #expect(contract.basis.section == "Banner View Best Practices")
  }

  @Test("Each kind lists its MUST rules before its SHOULD rules", arguments: Catalogue.standard.kinds)
  func mustRulesFirst(_ kind: Contract.Kind) {
    let severities = Catalogue.contracts(for: kind).map(\.severity)
    let firstShould = severities.firstIndex(of: .should) ?? severities.endIndex
    #expect(!severities[firstShould...].contains(.must), "\(kind): \(severities.map(\.rawValue))")
  }

  @Test("The word reads with its gloss, or says what stands in for it")
  func wordText() throws {
    let detach = try #require(Catalogue.contract(withID: "iad.banner.detached-when-unused"))
    #expect(detach.basis.wordText == "\"avoid\"")
    let reload = try #require(Catalogue.contract(withID: "gma.app-open.reloads-after-dismiss"))
    #expect(reload.basis.wordText == "\"おすすめします\" (we recommend)")
    let leaving = try #require(Catalogue.contract(withID: "iad.banner.resumes-after-leaving"))
    #expect(leaving.basis.wordText == "none (a stated fact)")
    let single = try #require(Catalogue.contract(withID: "gma.app-open.single-load"))
    #expect(single.basis.wordText == "\"Do not load ad\" (sample code)")
  }
}

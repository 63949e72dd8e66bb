import AdContracts
import AdSimulation
import Foundation
import Testing

/// Verdicts depend on nothing but the subject, the rule and the seed: run in any order,
/// the whole catalogue gives the same JSON, byte for byte, though two of the subjects share
/// an ad library's singleton (`AdCenter.shared`) and others keep managers in statics.
@Suite("The catalogue in any order")
struct CatalogueOrderTests {
  /// Every rule of each subject's kind against it, subjects in the given order; the
  /// reports sorted by subject and rule, as JSON.
  static func catalogueJSON(_ subjects: [Subject]) async throws -> Data {
    var runs: [(contract: Contract, subject: Subject)] = []
    for subject in subjects {
      for contract in Catalogue.standard.contracts(for: subject.kind) { runs.append((contract, subject)) }
    }
    let reports = await Contract.run(runs).sorted { ($0.subject, $0.contract) < ($1.subject, $1.contract) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(reports)
  }

  @Test func forwardReversedAndShuffledOrdersGiveTheSameJSON() async throws {
    let subjects = IndependentApps.launchable
    let names = Set(subjects.map(\.name))
    #expect(names.contains(MixedAdCenterTests.sharedQuiz.name) && names.contains(MixedAdCenterTests.sharedHint.name))
    var random = SeededRandom(seed: 27)
    var shuffled = subjects
    for index in shuffled.indices.reversed() {
      shuffled.swapAt(index, random.integer(in: 0...index))
    }
    #expect(shuffled.map(\.name) != subjects.map(\.name))
    let forward = try await Self.catalogueJSON(subjects)
    let reversed = try await Self.catalogueJSON(subjects.reversed())
    let mixed = try await Self.catalogueJSON(shuffled)
    #expect(forward == reversed)
    #expect(forward == mixed)
    #expect(forward.count > 100_000)
  }
}

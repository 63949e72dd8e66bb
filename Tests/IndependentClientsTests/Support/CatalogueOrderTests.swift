import AdContracts
import AdSimulation
import Foundation
import IndependentApps
import Testing

/// Verdicts depend on nothing but the subject, the rule and the seed: run in any order,
/// the whole catalogue gives the same JSON, byte for byte, though two of the subjects share
/// an ad library's singleton (`AdCenter.shared`) and others keep managers in statics.
@Suite("The catalogue in any order")
struct CatalogueOrderTests {
  /// Every rule of each subject's kind against it, subjects in the given order; the
  /// reports sorted by subject and rule, as JSON.
  static func catalogueJSON(_ subjects: [Subject]) async throws -> Data {
    var runs: [(rule: Rule, subject: Subject)] = []
    for subject in subjects {
      for rule in Catalogue.standard.rules(for: subject.kind) { runs.append((rule, subject)) }
    }
    let reports = await Rule.run(runs).sorted { ($0.subject, $0.rule) < ($1.subject, $1.rule) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(reports)
  }

  /// The text around the first byte where two JSON documents differ, for the message.
  static func firstDifference(_ one: Data, _ other: Data) -> String {
    guard let index = zip(one, other).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
      return one.count == other.count ? "identical" : "one is a prefix of the other"
    }
    func excerpt(_ data: Data) -> String {
      String(decoding: data[max(0, index - 300)..<min(data.count, index + 300)], as: UTF8.self)
    }
    return "first difference at byte \(index):\n\(excerpt(one))\n---\n\(excerpt(other))"
  }

  @Test func forwardReversedAndShuffledOrdersGiveTheSameJSON() async throws {
    let subjects = IndependentApps.launchable
    let names = Set(subjects.map(\.name))
    #expect(names.contains(IndependentApps.adCenterSharedQuiz.name) && names.contains(IndependentApps.adCenterSharedHint.name))
    var random = SeededRandom(seed: 27)
    var shuffled = subjects
    for index in shuffled.indices.reversed() {
      shuffled.swapAt(index, random.integer(in: 0...index))
    }
    #expect(shuffled.map(\.name) != subjects.map(\.name))
    let forward = try await Self.catalogueJSON(subjects)
    let reversed = try await Self.catalogueJSON(subjects.reversed())
    let mixed = try await Self.catalogueJSON(shuffled)
    #expect(forward == reversed, "\(Self.firstDifference(forward, reversed))")
    #expect(forward == mixed, "\(Self.firstDifference(forward, mixed))")
    #expect(forward.count > 100_000)
  }
}

import Testing

@testable import AdConformCommand

/// A withdrawn rule's id says why it went: `explain` refuses it with the reason, and a
/// baseline entry that names it is set aside with a note, so a team's gate keeps passing.
@Suite("Withdrawn rule ids")
struct WithdrawnRuleTests {
  static let id = "gma.banner.hidden-until-loaded"

  @Test("A withdrawn id is in no kind's catalogue, and its reason is written down")
  func withdrawnIsGone() throws {
    #expect(Catalogue.rule(withID: Self.id) == nil)
    let reason = try #require(Catalogue.withdrawnRules[Self.id])
    #expect(reason.contains("may want to"))
    for id in Catalogue.withdrawnRules.keys { #expect(Catalogue.rule(withID: id) == nil, "\(id) is back") }
  }

  @Test("explain names the withdrawal and its reason, and exits 2")
  func explainWithdrawn() async {
    let result = await AdConformCommand.run(["explain", Self.id])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("rule '\(Self.id)' was withdrawn: Google's banner guide"), "\(result.standardError)"
    )
    #expect(result.standardOutput.isEmpty)
  }

  @Test("A baseline entry for a withdrawn rule is set aside with a note; the other entries still accept")
  func baselineEntrySetAside() async throws {
    let result = try await BaselineTests.check([
      BaselineTests.entry(), BaselineTests.entry(rule: Self.id, client: "AdaptiveBannerViewController"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.hasPrefix(
        "adconform: note: baseline entry deviations[1] names rule '\(Self.id)', which was withdrawn; remove the entry."),
      "\(result.standardError)")
  }
}

import Foundation
import Testing

@testable import AdConformCommand

/// Rule ids are scoped by SDK (`iad.banner.*`, `iad.interstitial.*`, `gma.app-open.*`);
/// the old ids keep working in `--rule`, baselines and `explain`, each with a note.
@Suite("SDK-scoped rule ids")
struct ScopedRuleIDTests {
  static let note =
    "adconform: note: rule id 'banner.hidden-after-failure' is deprecated; write 'iad.banner.hidden-after-failure'\n"

  @Test("Every rule's id begins with its SDK and kind, and list shows only those")
  func listShowsScopedIDs() async {
    let result = await AdConformCommand.run(["list"])
    #expect(result.status == 0)
    for rule in Catalogue.all {
      #expect(rule.id.hasPrefix(rule.kind.ruleIDPrefix))
      #expect(result.standardOutput.contains(rule.id))
    }
    #expect(!result.standardOutput.contains("\nbanner."))
    #expect(result.standardError.isEmpty)
  }

  @Test("An old id in --rule selects the rule and prints one deprecation note")
  func oldIDInRule() async {
    let old = await AdConformCommand.run(
      ["check", "--subject", "BannerThatStaysUp", "--rule", "banner.hidden-after-failure", "--format", "json"])
    let new = await AdConformCommand.run(
      ["check", "--subject", "BannerThatStaysUp", "--rule", "iad.banner.hidden-after-failure", "--format", "json"])
    #expect(old.standardOutput == new.standardOutput)
    #expect(old.status == new.status)
    #expect(old.standardError == Self.note)
    #expect(new.standardError.isEmpty)
    let pattern = await AdConformCommand.run(["check", "--subject", "BannerThatStaysUp", "--rule", "banner."])
    #expect(pattern.standardError == "adconform: note: rule id 'banner.' is deprecated; write 'iad.banner.'\n")
  }

  @Test("An old id in a baseline entry accepts the deviation and prints the note")
  func oldIDInBaseline() async throws {
    let result = try await BaselineTests.check([BaselineTests.entry(rule: "banner.hidden-after-failure")])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == Self.note)
  }

  @Test("explain takes an old id and explains the rule under its new one")
  func oldIDInExplain() async {
    let result = await AdConformCommand.run(["explain", "banner.hidden-after-failure"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("iad.banner.hidden-after-failure"))
    #expect(result.standardError == Self.note)
  }
}

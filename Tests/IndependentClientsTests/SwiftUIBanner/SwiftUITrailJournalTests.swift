import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUITrailJournalTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(catalogue: GoogleConsentRules.all)

  @Test func trailJournalKeepsEveryConsentRule() async {
    await judge(swiftUITrailJournal, Self.expectation)
  }
}

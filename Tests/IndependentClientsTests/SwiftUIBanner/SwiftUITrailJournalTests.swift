import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUITrailJournalTests {
  @Test func trailJournalKeepsEveryConsentRule() async {
    await judge(swiftUITrailJournal, Expectation(catalogue: GoogleConsentContracts.all))
  }
}

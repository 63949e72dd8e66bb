import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUITrailJournalEagerTests {
  @Test func trailJournalEagerRequestsAnAdBeforeConsent() async {
    await judge(
      swiftUITrailJournalEager,
      Expectation(catalogue: GoogleConsentContracts.all, planted: ["gma.consent.no-request-before-consent"]))
  }
}

import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUITrailJournalEagerTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(catalogue: GoogleConsentRules.all, planted: ["gma.consent.no-request-before-consent"])

  @Test func trailJournalEagerRequestsAnAdBeforeConsent() async {
    await judge(swiftUITrailJournalEager, Self.expectation)
  }
}

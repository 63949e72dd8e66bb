import AdContracts
import IndependentApps
import Testing

@Suite("PlacementConsentRacer")
struct PlacementConsentRacerTests {
  /// The verdicts the launch screen should earn.
  static var expectation: Expectation {
    Expectation(catalogue: GoogleConsentRules.all, planted: ["gma.consent.no-request-before-consent"])
  }

  @Test func breaksOnlyTheRequestBeforeConsentRule() async {
    await judge(IndependentApps.placementConsentRacer, Self.expectation)
  }
}

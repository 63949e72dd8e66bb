import AdContracts
import IndependentApps
import Testing

@Suite("PlacementConsentFirstGame")
struct PlacementConsentFirstGameTests {
  /// The verdicts the launch screen should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleConsentRules.all) }

  @Test func keepsEveryConsentRule() async {
    await judge(IndependentApps.placementConsentFirstGame, Self.expectation)
  }
}

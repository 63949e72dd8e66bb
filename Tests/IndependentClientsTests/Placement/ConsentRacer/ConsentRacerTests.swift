import AdContracts
import FakeUIKit
import Testing

/// The game's launch screen that requests an ad before the consent update completes.
let placementConsentRacer = Subject.googleConsentScreen(
  "PlacementConsentRacer",
  privacyOptionsOffered: { $0.privacyButton.isEnabled },
  openPrivacyOptions: { $0.privacyButton.tap() }
) { _ in ConsentRacer.LaunchViewController() }

@Suite("PlacementConsentRacer")
struct PlacementConsentRacerTests {
  @Test func breaksOnlyTheRequestBeforeConsentRule() async {
    await judge(
      placementConsentRacer,
      Expectation(catalogue: GoogleConsentContracts.all, planted: ["gma.consent.no-request-before-consent"]))
  }
}

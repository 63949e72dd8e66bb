import AdContracts
import FakeUIKit
import Testing

/// The game's launch screen, gathering consent before any ad.
let placementConsentFirstGame = Subject.googleConsentScreen(
  "PlacementConsentFirstGame",
  privacyOptionsOffered: { $0.privacyButton.isEnabled },
  openPrivacyOptions: { $0.privacyButton.tap() }
) { _ in ConsentFirstGame.LaunchViewController() }

@Suite("PlacementConsentFirstGame")
struct PlacementConsentFirstGameTests {
  @Test func keepsEveryConsentRule() async {
    await judge(placementConsentFirstGame, Expectation(catalogue: GoogleConsentContracts.all))
  }
}

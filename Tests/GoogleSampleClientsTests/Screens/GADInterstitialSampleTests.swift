import AdContracts
import FakeUIKit
import Testing

// Google's Interstitial sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

extension GADInterstitialSampleViewController {
  /// The natural break as a user reaches it: Play Again if the last game is over, the
  /// countdown timer's own tick run until the game ends (its five seconds at once), then
  /// OK on the Game Over alert, whose action shows the ad.
  func userReachesGameOver() {
    if gameState == .ended, !playAgainButton.isHidden { playAgain(playAgainButton) }
    while gameState == .playing, let timer { decrementTimeLeft(timer) }
    tapAlertAction(titled: "OK", on: self)
  }
}

let gadInterstitial = Subject.googleInterstitialScreen(
  "GADInterstitialSampleViewController", naturalBreak: { $0.userReachesGameOver() }
) { _ in GADInterstitialSampleViewController() }

let gadInterstitialConsent = Subject.googleConsentScreen(
  "GADInterstitialSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in GADInterstitialSampleViewController() }

@Suite("Google's samples, GAD names: Interstitial")
struct GADInterstitialSampleTests {
  @Test func interstitial() async {
    await expectVerdicts(of: gadInterstitial, VerdictTable(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          // The sample: it loads the next ad when the user starts a new game ("Play
          // again"), not when the ad goes, and these SHOULD rules ask for a load within
          // 10 s of the dismissal, the failed presentation or the failed load.
          "gma.interstitial.reloads-after-dismiss": .warn,
          "gma.interstitial.reloads-after-present-failure": .warn,
          "gma.interstitial.recovers-after-load-failure": .warn,
          // The sample keeps no count of games the harness can read.
          "gma.interstitial.skips-when-not-ready": .unverified,
          // The sample's expiry check, if any, reads Date(); it takes no clock.
          "gma.interstitial.never-presents-expired": .unverified,
          // Known disagreement, from the hook: the pre-v12 sample keeps the shown ad until
          // "Play again" loads the next, which lands while the game's five seconds run. The
          // hook plays those five seconds at once, so the game ends before the new ad can
          // arrive and the old one is shown again, a moment no device produces; the app's
          // own timer as the break (issue 27) removes it.
          "gma.interstitial.never-reuses-ad": .fail,
        ]))
  }

  @Test func interstitialConsent() async {
    await expectVerdicts(of: gadInterstitialConsent, VerdictTable(catalogue: GoogleConsentContracts.all, exceptions: [:]))
  }
}

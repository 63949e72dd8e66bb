import AdContracts
import FakeUIKit
import Testing

// Google's Interstitial sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

extension InterstitialSampleViewController {
  /// The natural break as a user takes it: OK on the Game Over alert the game's own
  /// clock brings up, whose action shows the ad.
  func userReachesGameOver() {
    tapAlertAction(titled: "OK", on: self)
  }

  /// Whether the game is at its break: the Game Over alert is up.
  var isAtGameOver: Bool {
    (presentedViewController as? UIAlertController)?.title == "Game Over"
  }
}

let v12Interstitial = Subject.googleInterstitialScreen(
  // The sample checks no ad's age; the Date() its game reads is the run's clock inside a run.
  "InterstitialSampleViewController", readsTimeFromContext: true, naturalBreak: { $0.userReachesGameOver() },
  // After the ad, the player taps Play Again, where the sample loads the next ad; the break
  // is there once the game's own countdown has run out.
  userCarriesOn: { if !$0.playAgainButton.isHidden { $0.playAgain($0.playAgainButton) } },
  breakOffered: { $0.isAtGameOver }
) { _ in InterstitialSampleViewController() }

let v12InterstitialConsent = Subject.googleConsentScreen(
  "InterstitialSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in InterstitialSampleViewController() }

@Suite("Google's samples, v12 names: Interstitial")
struct V12InterstitialSampleTests {
  @Test func interstitial() async {
    await expectVerdicts(of: SampleApps.launching(v12Interstitial), VerdictTable(
        catalogue: GoogleInterstitialRules.all,
        exceptions: [
          // A game ends on the sample's own countdown, and the next starts from its Play
          // Again button, on the screen the ad covers: no second break comes over an ad.
          "gma.interstitial.single-presentation": .notApplicable,
          // The sample keeps no count of games the harness can read.
          "gma.interstitial.skips-when-not-ready": .unverified,
          // Real shortcoming: the sample checks no ad's age, so an ad held through a game
          // over longer than its lifetime is presented.
          "gma.interstitial.never-presents-expired": .warn,
        ]))
  }

  @Test func interstitialConsent() async {
    await expectVerdicts(of: SampleApps.launching(v12InterstitialConsent), VerdictTable(catalogue: GoogleConsentRules.all, exceptions: [:]))
  }
}

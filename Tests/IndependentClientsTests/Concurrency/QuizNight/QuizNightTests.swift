import AdContracts
import IndependentApps
import Testing

/// Judges QuizNight, written Swift-concurrency first: its countdown sleeps with the standard
/// library's `Task.sleep`, from a file that imports only Foundation.
struct ConcurrencyQuizNightTests {
  /// The verdicts the rounds should earn.
  static var round: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: Expectation.appClockInterstitialExceptions.merging([
        "gma.interstitial.never-presents-expired": (
          .unverified, "each round's end presents the ad the game holds, so none is held past its hour"),
      ]) { $1 },
      breaksReachAppUnderAd: true)
  }

  /// The verdicts the hint store should earn.
  static var hintStore: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (.notApplicable, "the user asks to watch only on the store, which the ad covers")
      ])
  }

  /// The verdicts the consent gate should earn.
  static var consent: Expectation {
    Expectation(
      catalogue: GoogleConsentRules.all,
      exceptions: [
        "gma.consent.uses-previous-consent": (
          .warn, "the gate awaits the update before it starts the SDK, even when an earlier session's consent allows ads")
      ])
  }

  @Test func roundsOnTheirOwnCountdown() async {
    await judge(IndependentApps.quizNightRound, Self.round)
  }

  @Test func hintStorePaysInTheEarnHandler() async {
    await judge(IndependentApps.quizNightHintStore, Self.hintStore)
  }

  @Test func consentWaitsForTheUpdate() async {
    await judge(IndependentApps.quizNightConsent, Self.consent)
  }
}

import AdContracts
import Testing

/// Judges the Word Sprint game, whose own round clock brings its ad breaks.
struct AppClockRoundInterstitialTests {
  /// The game as the harness launches it: the player taps Next round once it shows.
  static let subject = Subject.googleInterstitialScreen(
    "AppClockRoundInterstitial", readsTimeFromContext: true, appBreaksWithin: .seconds(25),
    userCarriesOn: { $0.nextRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsFinished }
  ) { context in ClockRoundInterstitial.RoundViewController(now: context.now) }

  @Test func keepsEveryInterstitialRule() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          "gma.interstitial.not-shown-on-load": (
            .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
          "gma.interstitial.shown-at-break": (
            .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
        ],
        breaksReachAppUnderAd: true))
  }
}

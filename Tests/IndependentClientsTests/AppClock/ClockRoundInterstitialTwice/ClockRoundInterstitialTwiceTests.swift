import AdContracts
import Testing

/// Judges the faulty copy of the Word Sprint game, whose round clock runs on under the ad.
struct AppClockRoundInterstitialTwiceTests {
  /// The game as the harness launches it: the player taps Next round once it shows.
  static let subject = Subject.googleInterstitialScreen(
    "AppClockRoundInterstitialTwice", readsTimeFromContext: true, appBreaksWithin: .seconds(25),
    userCarriesOn: { $0.nextRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsFinished }
  ) { context in ClockRoundInterstitialTwice.RoundViewController(now: context.now) }

  @Test func presentsOverItsOwnAd() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          "gma.interstitial.not-shown-on-load": (
            .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
          "gma.interstitial.shown-at-break": (
            .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
          "gma.interstitial.never-presents-expired": (
            .unverified, "the planted fault: the round clock never stops, so the app never holds an ad through an idle break"),
        ],
        planted: ["gma.interstitial.single-presentation"],
        breaksReachAppUnderAd: true))
  }
}

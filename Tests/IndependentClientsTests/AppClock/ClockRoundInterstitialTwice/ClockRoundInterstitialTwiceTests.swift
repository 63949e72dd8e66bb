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
        ],
        planted: ["gma.interstitial.single-presentation"],
        harnessGaps: [
          "gma.interstitial.no-retry-storm": """
            The harness warns on loads at 20, 40 and 60 s after failures at 1, 21 and 41 s, one at \
            each break the round clock brings; on a device that is loading again at the next break, \
            which the rule allows, not a retry loop.
            """
        ],
        breaksReachAppUnderAd: true))
  }
}

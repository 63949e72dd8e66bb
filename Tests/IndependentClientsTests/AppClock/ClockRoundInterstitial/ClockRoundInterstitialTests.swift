import AdContracts
import IndependentApps
import Testing

/// Judges the Word Sprint game, whose own round clock brings its ad breaks.
struct AppClockRoundInterstitialTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: [
        "gma.interstitial.not-shown-on-load": (
          .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
        "gma.interstitial.shown-at-break": (
          .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
      ],
      breaksReachAppUnderAd: true)
  }

  @Test func keepsEveryInterstitialRule() async {
    await judge(IndependentApps.appClockRoundInterstitial, Self.expectation)
  }
}

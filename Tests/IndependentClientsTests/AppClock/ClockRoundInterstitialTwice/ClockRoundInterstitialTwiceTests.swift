import AdContracts
import IndependentApps
import Testing

/// Judges the faulty copy of the Word Sprint game, whose round clock runs on under the ad.
struct AppClockRoundInterstitialTwiceTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: [
        "gma.interstitial.not-shown-on-load": (
          .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
        "gma.interstitial.shown-at-break": (
          .notApplicable, "the round clock brings the breaks; no break can be told from another moment"),
        "gma.interstitial.never-presents-expired": (
          .unverified, "the planted fault: the round clock never stops, so the app never holds an ad through an idle break"),
      ],
      planted: ["gma.interstitial.single-presentation"],
      breaksReachAppUnderAd: true)
  }

  @Test func presentsOverItsOwnAd() async {
    await judge(IndependentApps.appClockRoundInterstitialTwice, Self.expectation)
  }
}

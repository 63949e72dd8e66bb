import AdContracts
import IndependentApps
import Testing

/// Judges the faulty copy of the Word Sprint game, whose round clock runs on under the ad.
struct AppClockRoundInterstitialTwiceTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: Expectation.appClockInterstitialExceptions.merging([
        "gma.interstitial.never-presents-expired": (
          .unverified, "the planted fault: the round clock never stops, so the app never holds an ad through an idle break"),
      ]) { $1 },
      planted: ["gma.interstitial.single-presentation"],
      breaksReachAppUnderAd: true)
  }

  @Test func presentsOverItsOwnAd() async {
    await judge(IndependentApps.appClockRoundInterstitialTwice, Self.expectation)
  }
}

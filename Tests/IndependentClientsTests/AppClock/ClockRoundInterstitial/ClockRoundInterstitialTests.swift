import AdContracts
import IndependentApps
import Testing

/// Judges the Word Sprint game, whose own round clock brings its ad breaks.
struct AppClockRoundInterstitialTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: Expectation.appClockInterstitialExceptions,
      breaksReachAppUnderAd: true)
  }

  @Test func keepsEveryInterstitialRule() async {
    await judge(IndependentApps.appClockRoundInterstitial, Self.expectation)
  }
}

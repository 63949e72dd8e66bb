import AdContracts
import IndependentApps
import Testing

/// Judges Target Rush, whose ten-second game clock brings its rewarded interstitial breaks.
struct AppCountdownBonusGameTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(catalogue: GoogleRewardedInterstitialRules.all, breaksReachAppUnderAd: true)
  }

  @Test func keepsEveryRewardedInterstitialRule() async {
    await judge(IndependentApps.appCountdownBonusGame, Self.expectation)
  }
}

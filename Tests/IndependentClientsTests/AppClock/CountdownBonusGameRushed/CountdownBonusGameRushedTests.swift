import AdContracts
import IndependentApps
import Testing

/// Judges the faulty copy of Target Rush, whose bonus offer counts down one second only.
struct AppCountdownBonusGameRushedTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedInterstitialRules.all,
      planted: ["gma.rewarded-interstitial.intro-before-ad"],
      breaksReachAppUnderAd: true)
  }

  @Test func rushesTheIntroduction() async {
    await judge(IndependentApps.appCountdownBonusGameRushed, Self.expectation)
  }
}

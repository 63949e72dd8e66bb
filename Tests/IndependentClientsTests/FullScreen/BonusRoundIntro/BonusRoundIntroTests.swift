import AdContracts
import IndependentApps
import Testing

/// The puzzle game with its own bonus-video introduction, judged as a rewarded
/// interstitial screen.
@MainActor
@Suite struct FullScreenBonusRoundIntroTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedInterstitialRules.all,
      foundByExploration: [
        "gma.rewarded-interstitial.never-presents-expired":
          "the game checks the ad's age when the level ends, before its 5-second card, and not again when it presents: an ad a few seconds short of its hour at the break is presented once it has expired"
      ])
  }

  @Test func bonusRoundIntroKeepsEveryRewardedInterstitialRule() async {
    await judge(IndependentApps.bonusRoundIntro, Self.expectation)
  }
}

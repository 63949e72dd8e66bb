import AdContracts
import IndependentApps
import Testing

/// The puzzle game with its own bonus-video introduction, judged as a rewarded
/// interstitial screen.
@MainActor
@Suite struct FullScreenBonusRoundIntroTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleRewardedInterstitialContracts.all) }

  @Test func bonusRoundIntroKeepsEveryRewardedInterstitialRule() async {
    await judge(IndependentApps.bonusRoundIntro, Self.expectation)
  }
}

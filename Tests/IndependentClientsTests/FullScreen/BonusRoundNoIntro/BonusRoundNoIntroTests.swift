import AdContracts
import IndependentApps
import Testing

/// The puzzle game that plays its bonus video with no introduction, judged as a rewarded
/// interstitial screen.
@MainActor
@Suite struct FullScreenBonusRoundNoIntroTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedInterstitialRules.all,
      exceptions: [
        "gma.rewarded-interstitial.skipped-when-declined": (
          .notApplicable, "the game shows no introduction, so there is nothing to decline")
      ],
      planted: ["gma.rewarded-interstitial.intro-before-ad"])
  }

  @Test func bonusRoundNoIntroPlaysTheVideoUnannounced() async {
    await judge(IndependentApps.bonusRoundNoIntro, Self.expectation)
  }
}

import AdContracts
import IndependentApps
import Testing

/// The ad center's copy that shows a spent interstitial again, judged on its quiz screen.
@MainActor
@Suite struct MixedAdCenterReuseTests {
  /// The verdicts the quiz screen should earn.
  static var expectation: Expectation {
    Expectation(catalogue: GoogleInterstitialRules.all, planted: ["gma.interstitial.never-reuses-ad"])
  }

  @Test func quizScreenPresentsASpentInterstitialAgain() async {
    await judge(IndependentApps.adCenterReuseQuiz, Self.expectation)
  }
}

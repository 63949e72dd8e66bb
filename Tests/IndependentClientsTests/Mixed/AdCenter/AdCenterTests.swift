import AdContracts
import IndependentApps
import Testing

/// The ad center's two screens, each judged with the center it shares with the other
/// (one per simulation, as one launch of the app has one), and each as the app builds it
/// on the library's singleton.
@MainActor
@Suite struct MixedAdCenterTests {
  /// The verdicts the quiz screen on the singleton should earn.
  static var sharedQuizExpectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all)
  }

  /// The verdicts the hint screen on the singleton should earn.
  static var sharedHintExpectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the screen's own button, which the ad covers"),
      ])
  }

  /// The verdicts the quiz screen should earn.
  static var quizExpectation: Expectation { Expectation(catalogue: GoogleInterstitialRules.all) }

  /// The verdicts the hint screen should earn.
  static var hintExpectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the screen's own button, which the ad covers")
      ])
  }

  @Test func screensOnTheSharedCenterKeepEveryRule() async {
    await judge(IndependentApps.adCenterSharedQuiz, Self.sharedQuizExpectation)
    await judge(IndependentApps.adCenterSharedHint, Self.sharedHintExpectation)
  }

  @Test func quizScreenKeepsEveryInterstitialRule() async {
    await judge(IndependentApps.adCenterQuiz, Self.quizExpectation)
  }

  @Test func hintScreenKeepsEveryRewardedRule() async {
    await judge(IndependentApps.adCenterHint, Self.hintExpectation)
  }
}

import AdContracts
import FakeUIKit
import Testing

/// The ad center's two screens, each judged with the center it shares with the other:
/// one per simulation, as one launch of the app has one.
@MainActor
@Suite struct MixedAdCenterTests {
  static let quiz = Subject.googleInterstitialScreen(
    "AdCenter.QuizScreen", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { context in
    QuizScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  static let hint = Subject.googleRewardedScreen(
    "AdCenter.HintScreen", readsTimeFromContext: true,
    userAsksToWatch: { $0.hintButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.hintsEarned }
  ) { context in
    HintScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  @Test func quizScreenKeepsEveryInterstitialRule() async {
    await judge(Self.quiz, Expectation(catalogue: GoogleInterstitialContracts.all))
  }

  @Test func hintScreenKeepsEveryRewardedRule() async {
    await judge(
      Self.hint,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the screen's own button, which the ad covers")
        ]))
  }
}

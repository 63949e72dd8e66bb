import AdContracts
import FakeUIKit
import Testing

/// The ad center's copy that shows a spent interstitial again, judged on its quiz screen.
@MainActor
@Suite struct MixedAdCenterReuseTests {
  nonisolated static let quiz = Subject.googleInterstitialScreen(
    "AdCenterReuse.QuizScreen", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { context in
    ReuseQuizScreen(ads: context.shared { ReusingAdCenter(now: context.now) })
  }

  @Test func quizScreenPresentsASpentInterstitialAgain() async {
    await judge(
      Self.quiz,
      Expectation(catalogue: GoogleInterstitialContracts.all, planted: ["gma.interstitial.never-reuses-ad"]))
  }
}

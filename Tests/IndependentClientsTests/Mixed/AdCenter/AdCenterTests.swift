import AdContracts
import FakeUIKit
import Testing

/// The ad center's two screens, each judged with the center it shares with the other:
/// one per simulation, as one launch of the app has one.
@MainActor
@Suite struct MixedAdCenterTests {
  nonisolated static let quiz = Subject.googleInterstitialScreen(
    "AdCenter.QuizScreen", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { context in
    QuizScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  nonisolated static let hint = Subject.googleRewardedScreen(
    "AdCenter.HintScreen", readsTimeFromContext: true,
    userAsksToWatch: { $0.hintButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.hintsEarned }
  ) { context in
    HintScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  /// The quiz screen as the app builds it, on `AdCenter.shared`, the library's singleton
  /// it shares with the hint screen; its expiry check reads the wall clock.
  nonisolated static let sharedQuiz = Subject.googleInterstitialScreen(
    "AdCenter.QuizScreen, shared center",
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { _ in QuizScreen() }

  /// The hint screen as the app builds it, on `AdCenter.shared`.
  nonisolated static let sharedHint = Subject.googleRewardedScreen(
    "AdCenter.HintScreen, shared center",
    userAsksToWatch: { $0.hintButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.hintsEarned }
  ) { _ in HintScreen() }

  static let wallClock = (
    Report.Status.unverified, "the shared center's expiry check reads Date(), which a simulation does not move"
  )

  @Test func screensOnTheSharedCenterKeepEveryRule() async {
    await judge(
      Self.sharedQuiz,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: ["gma.interstitial.never-presents-expired": Self.wallClock]))
    await judge(
      Self.sharedHint,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.never-presents-expired": Self.wallClock,
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the screen's own button, which the ad covers"),
        ]))
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

import AdContracts

extension IndependentApps {
  /// The ad center's quiz screen, with the center it shares with the hint screen: one per
  /// simulation, as one launch of the app has one.
  public static let adCenterQuiz = Subject.googleInterstitialScreen(
    "AdCenter.QuizScreen", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { context in
    QuizScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  /// The ad center's hint screen, with the center it shares with the quiz screen.
  public static let adCenterHint = Subject.googleRewardedScreen(
    "AdCenter.HintScreen", readsTimeFromContext: true,
    userAsksToWatch: { $0.hintButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.hintsEarned }
  ) { context in
    HintScreen(ads: context.shared { AdCenter(now: context.now) })
  }

  /// The quiz screen as the app builds it, on `AdCenter.shared`, the library's singleton
  /// it shares with the hint screen; its expiry check reads `Date()`, which a run moves.
  public static let adCenterSharedQuiz = Subject.googleInterstitialScreen(
    "AdCenter.QuizScreen, shared center", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { _ in QuizScreen() }

  /// The hint screen as the app builds it, on `AdCenter.shared`.
  public static let adCenterSharedHint = Subject.googleRewardedScreen(
    "AdCenter.HintScreen, shared center", readsTimeFromContext: true,
    userAsksToWatch: { $0.hintButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.hintsEarned }
  ) { _ in HintScreen() }
}

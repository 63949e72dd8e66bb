import AdContracts

extension IndependentApps {
  /// The quiz screen of the ad center's copy that shows a spent interstitial again.
  public static let adCenterReuseQuiz = Subject.googleInterstitialScreen(
    "AdCenterReuse.QuizScreen", readsTimeFromContext: true,
    naturalBreak: { $0.quizFinished() }, contentProgress: { $0.quizNumber }
  ) { context in
    ReuseQuizScreen(ads: context.shared { ReusingAdCenter(now: context.now) })
  }
}

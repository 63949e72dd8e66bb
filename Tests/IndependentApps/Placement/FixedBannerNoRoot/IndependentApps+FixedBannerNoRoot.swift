import AdContracts

extension IndependentApps {
  /// The quiz screen with a fixed banner that has no root view controller.
  public static let placementFixedBannerNoRoot = Subject.googleBannerScreen(
    "PlacementFixedBannerNoRoot",
    activitiesRunning: { $0.countdown.isTicking },
    contentViews: { [$0.countdown.label, $0.questionLabel, $0.answersView] }
  ) { _ in FixedBannerNoRoot.QuizViewController() }
}

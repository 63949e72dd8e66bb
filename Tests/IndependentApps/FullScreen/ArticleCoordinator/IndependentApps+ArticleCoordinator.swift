import AdContracts

extension IndependentApps {
  /// The news reader with its interstitial coordinator: a break is the user finishing an
  /// article, and progress is the article on screen.
  public static let articleCoordinator = Subject.googleInterstitialScreen(
    "ArticleCoordinator", readsTimeFromContext: true,
    naturalBreak: { $0.nextArticleButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.articleIndex }
  ) { context in ArticleCoordinatorViewController(now: context.now) }
}

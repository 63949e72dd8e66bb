import AdContracts

extension IndependentApps {
  /// The tab app, judged on its Headlines tab as the harness first shows it.
  public static let placementTabBannerApp = Subject.googleBannerScreen(
    "PlacementTabBannerApp",
    activitiesRunning: { $0.scoresFeed.isRunning },
    contentViews: { $0.selectedContentViews }
  ) { _ in TabBannerApp.TabBannerController() }
}

import AdContracts

extension IndependentApps {
  /// The news reader's "Top stories" feed, with an inline adaptive banner after every seven
  /// stories; its content is the story rows in view. It runs no timed activities.
  public static let placementStoriesFeed = Subject.googleBannerScreen(
    "PlacementStoriesFeed",
    contentViews: { screen in screen.tableView.visibleCells.filter { $0 is StoryCell } }
  ) { _ in StoriesFeedViewController() }
  .withoutTimedActivities()
}

import AdContracts

extension IndependentApps {
  /// The news feed with an anchored adaptive banner pinned to the bottom.
  public static let feedBanner = Subject.googleBannerScreen(
    "FeedBanner", activitiesRunning: { $0.isLiveUpdating }, contentViews: { [$0.feedView] }
  ) { _ in
    FeedBanner()
  }
}

import AdContracts

extension IndependentApps {
  /// The news screen with its rotating adaptive banner (v12 names).
  public static let placementRotatingAdaptiveBanner = Subject.googleBannerScreen(
    "PlacementRotatingAdaptiveBanner",
    activitiesRunning: { $0.carousel.isTurning },
    contentViews: { [$0.carousel.label, $0.articleList] }
  ) { _ in RotatingAdaptiveBanner.NewsViewController() }
}

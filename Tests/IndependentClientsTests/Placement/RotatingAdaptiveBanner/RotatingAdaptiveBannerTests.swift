import AdContracts
import FakeUIKit
import Testing

/// The news screen with its rotating adaptive banner (v12 names).
let placementRotatingAdaptiveBanner = Subject.googleBannerScreen(
  "PlacementRotatingAdaptiveBanner",
  activitiesRunning: { $0.carousel.isTurning },
  contentViews: { [$0.carousel.label, $0.articleList] }
) { _ in RotatingAdaptiveBanner.NewsViewController() }

@Suite("PlacementRotatingAdaptiveBanner")
struct PlacementRotatingAdaptiveBannerTests {
  @Test func keepsEveryBannerRule() async {
    await judge(placementRotatingAdaptiveBanner, Expectation(catalogue: GoogleBannerContracts.all))
  }
}

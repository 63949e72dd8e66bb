import AdContracts
import FakeUIKit
import Testing

/// The tab app, judged on its Headlines tab as the harness first shows it.
let placementTabBannerApp = Subject.googleBannerScreen(
  "PlacementTabBannerApp",
  activitiesRunning: { $0.scoresFeed.isRunning },
  contentViews: { $0.selectedContentViews }
) { _ in TabBannerApp.TabBannerController() }

@Suite("PlacementTabBannerApp")
struct PlacementTabBannerAppTests {
  @Test func keepsEveryBannerRule() async {
    await judge(
      placementTabBannerApp,
      Expectation(
        catalogue: GoogleBannerContracts.all))
  }
}

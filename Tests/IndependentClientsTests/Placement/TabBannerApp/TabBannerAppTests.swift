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
        catalogue: GoogleBannerContracts.all,
        harnessGaps: [
          "gma.banner.not-covering-content":
            "When the ad arrives the app calls setNeedsLayout() and layoutIfNeeded() on the tab's view to make room"
            + " above the banner; FakeUIKit's layoutIfNeeded() lays views out but does not reach the controller's"
            + " viewDidLayoutSubviews, so the content keeps its full height and overlaps the banner. On a device the"
            + " root view's layout pass calls viewDidLayoutSubviews and the content ends above the banner."
        ]))
  }
}

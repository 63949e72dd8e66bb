import AdContracts
import FakeUIKit
import Testing

/// The tab app, judged on its Headlines tab as the harness first shows it.
let placementTabBannerApp = Subject.googleBannerScreen(
  "PlacementTabBannerApp",
  activitiesRunning: { $0.scoresFeed.isRunning },
  contentViews: { $0.selectedContentViews }
) { _ in TabBannerApp.TabBannerController() }

/// What the harness does to this app: the first tab's `viewWillAppear` (where the shared
/// banner moves in) comes after the screen's only layout pass, and `setNeedsLayout()` /
/// `layoutIfNeeded()` never reach `viewDidLayoutSubviews`, so the banner is never sized
/// and never asked for an ad.
private let noLayoutAfterAppearance =
  "FakeUIKit runs the first tab's viewDidLayoutSubviews before its viewWillAppear and never again (setNeedsLayout is a no-op),"
  + " so the shared banner moved in by viewWillAppear never loads and the harness reports unverified;"
  + " on a device viewWillAppear is followed by viewWillLayoutSubviews/viewDidLayoutSubviews before viewDidAppear,"
  + " the banner is sized for the tab's width and loads at once, and the rule passes."

@Suite("PlacementTabBannerApp")
struct PlacementTabBannerAppTests {
  @Test func keepsEveryBannerRule() async {
    let rules = GoogleBannerContracts.all.map(\.id)
    await judge(
      placementTabBannerApp,
      Expectation(
        catalogue: GoogleBannerContracts.all,
        harnessGaps: Dictionary(uniqueKeysWithValues: rules.map { ($0, noLayoutAfterAppearance) })))
  }
}

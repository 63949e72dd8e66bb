import AdContracts
import IndependentApps
import Testing

/// The tab app, judged on its Headlines tab as the harness first shows it.
@Suite("PlacementTabBannerApp")
struct PlacementTabBannerAppTests {
  /// The verdicts the tab app should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleBannerRules.all) }

  @Test func keepsEveryBannerRule() async {
    await judge(IndependentApps.placementTabBannerApp, Self.expectation)
  }
}

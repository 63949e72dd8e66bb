import AdContracts
import IndependentApps
import Testing

/// The news reader's "Top stories" feed, judged as a banner screen.
@Suite("PlacementStoriesFeed")
struct PlacementStoriesFeedTests {
  /// The verdicts the feed should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleBannerRules.all,
      exceptions: [
        "gma.banner.pauses-while-screen-presented": (.unverified, "the feed runs no activity of its own to pause"),
        "gma.banner.resumes-after-screen-dismissed": (.unverified, "the feed runs no activity of its own to resume"),
      ])
  }

  @Test func keepsEveryBannerRuleItCanBeJudgedOn() async {
    await judge(IndependentApps.placementStoriesFeed, Self.expectation)
  }
}

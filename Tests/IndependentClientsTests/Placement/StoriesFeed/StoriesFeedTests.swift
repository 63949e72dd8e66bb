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
        "gma.banner.pauses-while-screen-presented": (
          .notApplicable, "the feed runs no activity of its own to pause, and its subject declares so"
        ),
        "gma.banner.resumes-after-screen-dismissed": (
          .notApplicable, "the feed runs no activity of its own to resume, and its subject declares so"
        ),
      ])
  }

  @Test func keepsEveryBannerRuleItCanBeJudgedOn() async {
    await judge(IndependentApps.placementStoriesFeed, Self.expectation)
  }
}

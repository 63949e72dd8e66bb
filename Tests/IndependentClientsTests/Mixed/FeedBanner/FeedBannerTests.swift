import AdContracts
import IndependentApps
import Testing

/// The news feed with an anchored adaptive banner pinned to the bottom.
@MainActor
@Suite struct MixedFeedBannerTests {
  /// The verdicts the feed should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleBannerRules.all) }

  @Test func feedKeepsEveryBannerRule() async {
    await judge(IndependentApps.feedBanner, Self.expectation)
  }
}

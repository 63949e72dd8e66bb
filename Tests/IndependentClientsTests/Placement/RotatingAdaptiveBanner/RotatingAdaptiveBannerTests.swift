import AdContracts
import IndependentApps
import Testing

@Suite("PlacementRotatingAdaptiveBanner")
struct PlacementRotatingAdaptiveBannerTests {
  /// The verdicts the news screen should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleBannerRules.all) }

  @Test func keepsEveryBannerRule() async {
    await judge(IndependentApps.placementRotatingAdaptiveBanner, Self.expectation)
  }
}

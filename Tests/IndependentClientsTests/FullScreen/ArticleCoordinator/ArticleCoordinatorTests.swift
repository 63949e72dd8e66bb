import AdContracts
import IndependentApps
import Testing

/// The news reader with its interstitial coordinator, judged as a screen that shows
/// interstitials at natural breaks.
@MainActor
@Suite struct FullScreenArticleCoordinatorTests {
  /// The verdicts the reader should earn. It shows its ad at every third article's end
  /// (Google advises against an ad at every action); the harness runs breaks until the
  /// app shows the ad it holds.
  static var expectation: Expectation { Expectation(catalogue: GoogleInterstitialRules.all) }

  @Test func articleCoordinatorKeepsEveryInterstitialRule() async {
    await judge(IndependentApps.articleCoordinator, Self.expectation)
  }
}

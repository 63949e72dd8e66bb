import AdContracts
import IndependentApps
import Testing

@Suite("PlacementAppOpenStale")
struct PlacementAppOpenStaleTests {
  /// The verdicts the to-do app should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleAppOpenRules.all, exceptions: placementAppOpenNoLoadingScreen,
      planted: ["gma.app-open.never-presents-expired"])
  }

  @Test func breaksOnlyTheExpiryRule() async {
    await judge(IndependentApps.placementAppOpenStale, Self.expectation)
  }
}

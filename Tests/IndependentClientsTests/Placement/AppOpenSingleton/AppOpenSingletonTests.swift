import AdContracts
import IndependentApps
import Testing

/// What the app without a loading screen earns besides passes.
let placementAppOpenNoLoadingScreen: [String: (status: Report.Status, why: String)] = [
  "gma.app-open.dismisses-loading-screen": (.notApplicable, "the app has no loading screen")
]

@Suite("PlacementAppOpenSingleton")
struct PlacementAppOpenSingletonTests {
  /// The verdicts the to-do app should earn.
  static var expectation: Expectation {
    Expectation(catalogue: GoogleAppOpenRules.all, exceptions: placementAppOpenNoLoadingScreen)
  }

  @Test func keepsEveryAppOpenRuleAsWritten() async {
    await judge(IndependentApps.placementAppOpenSingleton, Self.expectation)
  }
}

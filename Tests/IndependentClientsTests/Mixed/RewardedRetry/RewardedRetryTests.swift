import AdContracts
import IndependentApps
import Testing

/// The reward screen that retries a failed load with a backed-off timer, at most 3 times.
@MainActor
@Suite struct MixedRewardedRetryTests {
  /// The verdicts the screen should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the screen's own Watch button, which the ad covers")
      ],
      foundByExploration: [
        "gma.rewarded.recovers-after-load-failure":
          "after its third backed-off retry fails the screen stops loading until the user leaves and comes back, so a user who stays gets no ad for the rest of the visit"
      ])
  }

  @Test func screenKeepsEveryRewardedRule() async {
    await judge(IndependentApps.rewardedRetry, Self.expectation)
  }
}

import AdContracts
import IndependentApps
import Testing

/// The reward screen that retries a failed load at once, again and again.
@MainActor
@Suite struct MixedRewardedRetryStormTests {
  /// The verdicts the screen should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the screen's own Watch button, which the ad covers")
      ],
      planted: ["gma.rewarded.no-retry-storm"])
  }

  @Test func screenRetriesAFailedLoadAtOnce() async {
    await judge(IndependentApps.rewardedRetryStorm, Self.expectation)
  }
}

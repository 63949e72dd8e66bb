import AdContracts
import FakeUIKit
import Testing

/// The reward screen that retries a failed load with a backed-off timer, at most 3 times.
@MainActor
@Suite struct MixedRewardedRetryTests {
  nonisolated static let screen = Subject.googleRewardedScreen(
    "RewardedRetry", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in
    RewardedRetry(now: context.now)
  }

  @Test func screenKeepsEveryRewardedRule() async {
    await judge(
      Self.screen,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the screen's own Watch button, which the ad covers")
        ]))
  }
}

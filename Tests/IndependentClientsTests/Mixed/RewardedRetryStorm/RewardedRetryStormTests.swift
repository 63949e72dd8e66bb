import AdContracts
import FakeUIKit
import Testing

/// The reward screen that retries a failed load at once, again and again.
@MainActor
@Suite struct MixedRewardedRetryStormTests {
  nonisolated static let screen = Subject.googleRewardedScreen(
    "RewardedRetryStorm", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in
    RewardedRetryStorm(now: context.now)
  }

  @Test func screenRetriesAFailedLoadAtOnce() async {
    await judge(
      Self.screen,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the screen's own Watch button, which the ad covers")
        ],
        planted: ["gma.rewarded.no-retry-storm"]))
  }
}

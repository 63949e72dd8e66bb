import AdContracts

extension IndependentApps {
  /// The reward screen that retries a failed load with a backed-off timer, at most 3 times.
  public static let rewardedRetry = Subject.googleRewardedScreen(
    "RewardedRetry", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in
    RewardedRetry(now: context.now)
  }
}

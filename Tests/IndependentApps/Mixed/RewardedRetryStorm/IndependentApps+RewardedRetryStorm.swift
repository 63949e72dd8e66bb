import AdContracts

extension IndependentApps {
  /// The reward screen that retries a failed load at once, again and again.
  public static let rewardedRetryStorm = Subject.googleRewardedScreen(
    "RewardedRetryStorm", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in
    RewardedRetryStorm(now: context.now)
  }
}

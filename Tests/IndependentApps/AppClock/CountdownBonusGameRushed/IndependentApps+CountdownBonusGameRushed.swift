import AdContracts

extension IndependentApps {
  /// The faulty copy of Target Rush, whose bonus offer counts down one second only, as the
  /// harness launches it: the player taps Play again once it shows.
  public static let appCountdownBonusGameRushed = Subject.googleRewardedInterstitialScreen(
    "AppCountdownBonusGameRushed", readsTimeFromContext: true, appBreaksWithin: .seconds(12),
    userCarriesOn: { $0.playAgainButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.bonusAds.coinsEarned }
  ) { context in
    CountdownBonusGameRushed.GameViewController(bonusAds: CountdownBonusGameRushed.BonusAdModel(now: context.now))
  }
}

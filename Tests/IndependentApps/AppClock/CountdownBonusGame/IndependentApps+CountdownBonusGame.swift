import AdContracts

extension IndependentApps {
  /// Target Rush, whose ten-second game clock brings its rewarded interstitial breaks, as
  /// the harness launches it: the player taps Play again once it shows.
  public static let appCountdownBonusGame = Subject.googleRewardedInterstitialScreen(
    "AppCountdownBonusGame", readsTimeFromContext: true, appBreaksWithin: .seconds(12),
    userCarriesOn: { $0.playAgainButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.bonusAds.coinsEarned }
  ) { context in
    CountdownBonusGame.GameViewController(bonusAds: CountdownBonusGame.BonusAdModel(now: context.now))
  }
}

import AdContracts
import Testing

/// Judges Target Rush, whose ten-second game clock brings its rewarded interstitial breaks.
struct AppCountdownBonusGameTests {
  /// The game as the harness launches it: the player taps Play again once it shows.
  static let subject = Subject.googleRewardedInterstitialScreen(
    "AppCountdownBonusGame", readsTimeFromContext: true, appBreaksWithin: .seconds(12),
    userCarriesOn: { $0.playAgainButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.bonusAds.coinsEarned }
  ) { context in
    CountdownBonusGame.GameViewController(bonusAds: CountdownBonusGame.BonusAdModel(now: context.now))
  }

  @Test func keepsEveryRewardedInterstitialRule() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleRewardedInterstitialContracts.all,
        breaksReachAppUnderAd: true))
  }
}

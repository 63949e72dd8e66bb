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
        harnessGaps: [
          "gma.rewarded-interstitial.never-presents-expired": """
            The harness reports unverified because the game clock presents the ad loaded at 1 s at \
            14 s, and it never lets an hour pass before the user taps Play again; on a device a \
            player who waits an hour on the Play again screen ends the next game with an expired \
            ad, which the game drops (its age read from the clock it is given), so the rule passes.
            """
        ],
        breaksReachAppUnderAd: true))
  }
}

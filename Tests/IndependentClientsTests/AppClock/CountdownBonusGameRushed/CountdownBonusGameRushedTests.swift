import AdContracts
import Testing

/// Judges the faulty copy of Target Rush, whose bonus offer counts down one second only.
struct AppCountdownBonusGameRushedTests {
  /// The game as the harness launches it: the player taps Play again once it shows.
  static let subject = Subject.googleRewardedInterstitialScreen(
    "AppCountdownBonusGameRushed", readsTimeFromContext: true, appBreaksWithin: .seconds(12),
    userCarriesOn: { $0.playAgainButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.bonusAds.coinsEarned }
  ) { context in
    CountdownBonusGameRushed.GameViewController(bonusAds: CountdownBonusGameRushed.BonusAdModel(now: context.now))
  }

  @Test func rushesTheIntroduction() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleRewardedInterstitialContracts.all,
        planted: ["gma.rewarded-interstitial.intro-before-ad"],
        breaksReachAppUnderAd: true))
  }
}

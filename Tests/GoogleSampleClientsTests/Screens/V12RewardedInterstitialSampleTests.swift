import AdContracts
import FakeUIKit
import Testing

// Google's RewardedInterstitial sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12RewardedInterstitial = Subject.googleRewardedInterstitialScreen(
  "RewardedInterstitialSampleGameViewController",
  // The game ends on its own clock, five seconds after it starts, and its alert counts
  // three seconds down to the ad: the breaks come from the app. The user carries on with
  // the Play Again button once it shows.
  appBreaksWithin: .seconds(10),
  userCarriesOn: { screen in
    if !screen.playAgainButton.isHidden { screen.playAgain(screen.playAgainButton) }
  }
) { _ in RewardedInterstitialSampleGameViewController() }

@Suite("Google's samples, v12 names: RewardedInterstitial")
struct V12RewardedInterstitialSampleTests {
  @Test func rewardedInterstitial() async {
    await expectVerdicts(of: SampleApps.launching(v12RewardedInterstitial), VerdictTable(
        catalogue: GoogleRewardedInterstitialRules.all,
        exceptions: [
          // `coinCount` is private, and the game's own coin for each game played mixes with
          // the rewards, so there is no rewards probe.
          "gma.rewarded-interstitial.no-reward-without-earning": .unverified,
          "gma.rewarded-interstitial.rewards-whatever-the-order": .unverified,
          "gma.rewarded-interstitial.no-reward-on-failed-present": .unverified,
          // The sample's expiry check, if any, reads Date(); it takes no clock.
          "gma.rewarded-interstitial.never-presents-expired": .unverified,
        ]))
  }
}

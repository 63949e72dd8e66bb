import AdContracts
import FakeUIKit
import Testing

// Google's RewardedInterstitial sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12RewardedInterstitial = Subject.googleRewardedInterstitialScreen(
  "RewardedInterstitialSampleGameViewController",
  // The game ends on its own clock, five seconds after it starts; the break the user
  // brings on is the next game, through the Play Again button once it shows.
  naturalBreak: { screen in
    if !screen.playAgainButton.isHidden { screen.playAgain(screen.playAgainButton) }
  }
) { _ in RewardedInterstitialSampleGameViewController() }

@Suite("Google's samples, v12 names: RewardedInterstitial")
struct V12RewardedInterstitialSampleTests {
  @Test func rewardedInterstitial() async {
    await expectVerdicts(of: SampleApps.launching(v12RewardedInterstitial), VerdictTable(
        catalogue: GoogleRewardedInterstitialContracts.all,
        exceptions: [
          // Known disagreement, from the hook: the game ends on its own 5-second timer and
          // the only break its buttons give is "Play again", so the harness's break never
          // meets the Game Over alert and its introduction; every rule that needs an ad
          // shown stays unverified, skipped-when-declined too (neither introduction nor ad
          // comes at the harness's break). The app's own moments are not yet a hook.
          "gma.rewarded-interstitial.skipped-when-declined": .unverified,
          "gma.rewarded-interstitial.single-presentation": .unverified,
          "gma.rewarded-interstitial.never-reuses-ad": .unverified,
          "gma.rewarded-interstitial.delegate-set-before-present": .unverified,
          "gma.rewarded-interstitial.intro-before-ad": .unverified,
          "gma.rewarded-interstitial.reloads-after-dismiss": .unverified,
          "gma.rewarded-interstitial.reloads-after-present-failure": .unverified,
          // `coinCount` is private, so there is no rewards probe.
          "gma.rewarded-interstitial.no-reward-without-earning": .unverified,
          "gma.rewarded-interstitial.rewards-whatever-the-order": .unverified,
          "gma.rewarded-interstitial.no-reward-on-failed-present": .unverified,
          "gma.rewarded-interstitial.never-presents-expired": .unverified,
        ]))
  }
}

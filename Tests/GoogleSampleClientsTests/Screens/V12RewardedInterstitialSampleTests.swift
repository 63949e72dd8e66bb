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
    await expectVerdicts(of: v12RewardedInterstitial, VerdictTable(catalogue: GoogleRewardedInterstitialContracts.all, exceptions: [:]))
  }
}

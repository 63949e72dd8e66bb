import AdContracts
import FakeUIKit
import Testing

// Google's RewardedInterstitial sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let gadRewardedInterstitial = Subject.googleRewardedInterstitialScreen(
  "GADRewardedInterstitialSampleGameViewController",
  // The game ends on its own clock, five seconds after it starts; the break the user
  // brings on is the next game, through the Play Again button once it shows.
  naturalBreak: { screen in
    if !screen.playAgainButton.isHidden { screen.playAgain(screen.playAgainButton) }
  }
) { _ in GADRewardedInterstitialSampleGameViewController() }

@Suite("Google's samples, GAD names: RewardedInterstitial")
struct GADRewardedInterstitialSampleTests {
  @Test func rewardedInterstitial() async {
    await expectVerdicts(of: gadRewardedInterstitial, VerdictTable(catalogue: GoogleRewardedInterstitialContracts.all, exceptions: [:]))
  }
}

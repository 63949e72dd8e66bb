import AdContracts
import FakeUIKit
import Testing

// Google's Rewarded sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

extension RewardedSampleViewController {
  /// The user asks to watch as the sample lets them: the Watch video button shows once a
  /// game is over on its own clock (the harness waits for it, `askOffered`); once the
  /// button is used, Play again starts the next game.
  func userAsksToWatch() {
    if !watchVideoButton.isHidden {
      watchVideo(watchVideoButton)
    } else if gameState == .ended {
      playAgain(playAgainButton)
    }
  }
}

let v12Rewarded = Subject.googleRewardedScreen(
  // The sample checks no ad's age; the Date() its game reads is the run's clock inside a run.
  "RewardedSampleViewController", readsTimeFromContext: true, userAsksToWatch: { $0.userAsksToWatch() },
  rewardsGranted: { $0.coinCount },
  // After the ad, the player taps Play Again, where the sample loads the next ad.
  userCarriesOn: { if !$0.playAgainButton.isHidden { $0.playAgain($0.playAgainButton) } },
  askOffered: { !$0.watchVideoButton.isHidden }
) { _ in RewardedSampleViewController() }

@Suite("Google's samples, v12 names: Rewarded")
struct V12RewardedSampleTests {
  @Test func rewarded() async {
    await expectVerdicts(of: SampleApps.launching(v12Rewarded), VerdictTable(
        catalogue: GoogleRewardedRules.all,
        exceptions: [
          // The user asks on the screen the ad covers.
          "gma.rewarded.single-presentation": .notApplicable,
          // Real shortcoming: the sample checks no ad's age, so an ad held longer than its
          // lifetime is presented when the user asks.
          "gma.rewarded.never-presents-expired": .warn,
          // The sample: "Play again" loads a new ad whatever it holds, so the ad of a game
          // whose video the user did not watch is thrown away for the next one.
          "gma.rewarded.single-load": .warn,
        ]))
  }
}

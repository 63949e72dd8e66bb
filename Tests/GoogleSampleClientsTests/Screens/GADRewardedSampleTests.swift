import AdContracts
import FakeUIKit
import Testing

// Google's Rewarded sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

extension GADRewardedSampleViewController {
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

let gadRewarded = Subject.googleRewardedScreen(
  // The sample checks no ad's age; the Date() its game reads is the run's clock inside a run.
  "GADRewardedSampleViewController", readsTimeFromContext: true, userAsksToWatch: { $0.userAsksToWatch() },
  rewardsGranted: { $0.coinCount },
  // After the ad, the player taps Play Again, where the sample loads the next ad.
  userCarriesOn: { if !$0.playAgainButton.isHidden { $0.playAgain($0.playAgainButton) } },
  askOffered: { !$0.watchVideoButton.isHidden }
) { _ in GADRewardedSampleViewController() }

@Suite("Google's samples, GAD names: Rewarded")
struct GADRewardedSampleTests {
  @Test func rewarded() async {
    await expectVerdicts(of: SampleApps.launching(gadRewarded), VerdictTable(
        catalogue: GoogleRewardedRules.all,
        exceptions: [
          // The user asks on the screen the ad covers.
          "gma.rewarded.single-presentation": .notApplicable,
          // Real shortcoming: the sample checks no ad's age, so an ad held longer than its
          // lifetime is presented when the user asks.
          "gma.rewarded.never-presents-expired": .warn,
          // The sample: until Google cleared the ad at its dismissal (`rewardedAd = nil`,
          // 6a7acde, July 2025), the shown ad stayed until "Play again"'s load replaced it, so a
          // game that ends before that load returns shows the used ad again (error 18). A
          // device meets this when the load takes longer than the game, as the rule's
          // scenario answers (10 s against a 10-s game).
          "gma.rewarded.never-reuses-ad": .fail,
          // The sample: "Play again" loads a new ad whatever it holds, so the ad of a game
          // whose video the user did not watch is thrown away for the next one.
          "gma.rewarded.single-load": .warn,
        ]))
  }
}

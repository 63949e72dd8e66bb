import AdContracts
import FakeUIKit
import Testing

// Google's Rewarded sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let gadRewarded = Subject.googleRewardedScreen(
  "GADRewardedSampleViewController", userAsksToWatch: { $0.watchVideo($0.watchVideoButton) },
  rewardsGranted: { $0.coinCount }
) { _ in GADRewardedSampleViewController() }

@Suite("Google's samples, GAD names: Rewarded")
struct GADRewardedSampleTests {
  @Test func rewarded() async {
    await expectVerdicts(of: gadRewarded, VerdictTable(catalogue: GoogleRewardedContracts.all, exceptions: [:]))
  }
}

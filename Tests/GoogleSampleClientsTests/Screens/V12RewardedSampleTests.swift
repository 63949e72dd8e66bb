import AdContracts
import FakeUIKit
import Testing

// Google's Rewarded sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12Rewarded = Subject.googleRewardedScreen(
  "RewardedSampleViewController", userAsksToWatch: { $0.watchVideo($0.watchVideoButton) },
  rewardsGranted: { $0.coinCount }
) { _ in RewardedSampleViewController() }

@Suite("Google's samples, v12 names: Rewarded")
struct V12RewardedSampleTests {
  @Test func rewarded() async {
    await expectVerdicts(of: v12Rewarded, VerdictTable(catalogue: GoogleRewardedContracts.all, exceptions: [:]))
  }
}

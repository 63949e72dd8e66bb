import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The coin shop that pays on the video's close, judged as a rewarded screen.
@MainActor
@Suite struct FullScreenCoinShopOnDismissTests {
  /// The shop; the user asks by tapping "Watch for 10 coins", and the probe reads the coins.
  nonisolated static let subject = Subject.googleRewardedScreen(
    "CoinShopOnDismiss", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.viewModel.coins }
  ) { context in CoinShopOnDismissHostViewController(viewModel: CoinShopOnDismissViewModel(now: context.now)) }

  @Test func coinShopOnDismissPaysOnClose() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the shop's button, which the video covers while it plays")
        ],
        planted: ["gma.rewarded.no-reward-without-earning"]))
  }
}

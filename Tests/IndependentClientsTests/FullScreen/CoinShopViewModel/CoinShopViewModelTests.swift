import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The coin shop's view model in its UIKit host, judged as a rewarded screen.
@MainActor
@Suite struct FullScreenCoinShopViewModelTests {
  /// The shop; the user asks by tapping "Watch for 10 coins", and the probe reads the coins.
  nonisolated static let subject = Subject.googleRewardedScreen(
    "CoinShopViewModel", readsTimeFromContext: true,
    userAsksToWatch: { $0.watchButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.viewModel.coins }
  ) { context in CoinShopHostViewController(viewModel: CoinShopViewModel(now: context.now)) }

  @Test func coinShopViewModelKeepsEveryRewardedRule() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleRewardedContracts.all,
        exceptions: [
          "gma.rewarded.single-presentation": (
            .notApplicable, "the only way to ask is the shop's button, which the video covers while it plays")
        ]))
  }
}

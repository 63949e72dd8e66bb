import AdContracts
import IndependentApps
import Testing

/// The coin shop's view model in its UIKit host, judged as a rewarded screen.
@MainActor
@Suite struct FullScreenCoinShopViewModelTests {
  /// The verdicts the shop should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the shop's button, which the video covers while it plays")
      ])
  }

  @Test func coinShopViewModelKeepsEveryRewardedRule() async {
    await judge(IndependentApps.coinShopViewModel, Self.expectation)
  }
}

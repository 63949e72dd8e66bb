import AdContracts
import IndependentApps
import Testing

/// The coin shop that pays on the video's close, judged as a rewarded screen.
@MainActor
@Suite struct FullScreenCoinShopOnDismissTests {
  /// The verdicts the shop should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the shop's button, which the video covers while it plays")
      ],
      planted: ["gma.rewarded.no-reward-without-earning"])
  }

  @Test func coinShopOnDismissPaysOnClose() async {
    await judge(IndependentApps.coinShopOnDismiss, Self.expectation)
  }
}

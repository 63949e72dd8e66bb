import AdContracts
import IndependentApps
import Testing

/// The puzzle game's hint shop on its app-wide rewarded ad service, judged as a rewarded
/// screen.
@MainActor
@Suite struct FullScreenHintShopTests {
  /// The verdicts the shop should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (
          .notApplicable, "the only way to ask is the shop's button, which the video covers while it plays"),
      ])
  }

  @Test func hintShopKeepsEveryRewardedRule() async {
    await judge(IndependentApps.hintShop, Self.expectation)
  }
}

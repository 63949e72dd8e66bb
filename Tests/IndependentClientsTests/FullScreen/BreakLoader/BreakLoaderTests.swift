import AdContracts
import IndependentApps
import Testing

/// The round-based game that asks for its interstitial at the break, judged as a screen
/// that shows interstitials between rounds.
@MainActor
@Suite struct FullScreenBreakLoaderTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: [
        // The user reaches a break on the game's own screen, which the ad covers.
        "gma.interstitial.single-presentation": (.notApplicable, "no break comes over the ad"),
      ],
      planted: ["gma.interstitial.not-shown-on-load"])
  }

  @Test func breakLoaderShowsItsAdAsItLoads() async {
    await judge(IndependentApps.breakLoader, Self.expectation)
  }
}

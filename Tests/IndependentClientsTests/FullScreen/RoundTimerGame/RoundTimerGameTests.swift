import AdContracts
import IndependentApps
import Testing

/// The round-based game, judged as a screen that shows interstitials between rounds.
@MainActor
@Suite struct FullScreenRoundTimerGameTests {
  /// The verdicts the game should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleInterstitialRules.all) }

  @Test func roundTimerGameKeepsEveryInterstitialRule() async {
    await judge(IndependentApps.roundTimerGame, Self.expectation)
  }
}

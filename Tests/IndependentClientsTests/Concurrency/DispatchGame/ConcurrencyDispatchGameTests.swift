import AdContracts
import IndependentApps
import Testing

/// Judges the Dispatch-first game: its loop is a timer source, its interstitial waits on a
/// work item, its retries are `asyncAfter` with `qos:`, and its hits are `Int.random`.
struct ConcurrencyDispatchGameTests {
  /// The verdicts the levels should earn.
  static var levels: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: Expectation.appClockInterstitialExceptions.merging([
        "gma.interstitial.never-presents-expired": (
          .fail, "the game keeps its interstitial however long the player plays, and presents it past its hour"),
      ]) { $1 },
      breaksReachAppUnderAd: true)
  }

  /// The verdicts the continue should earn.
  static var continueOffer: Expectation {
    let noProbe = "the game keeps no count of rewards, and its lives also fall to hits: no probe reads what it granted"
    return Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (.notApplicable, "the player asks only on the game-over overlay, which the ad covers"),
        "gma.rewarded.no-reward-without-earning": (.unverified, noProbe),
        "gma.rewarded.rewards-whatever-the-order": (.unverified, noProbe),
        "gma.rewarded.no-reward-on-failed-present": (.unverified, noProbe),
        "gma.rewarded.never-presents-expired": (
          .fail, "the game keeps its rewarded ad however long the player plays, and presents it past its hour"),
      ])
  }

  @Test func levelsOnATimerSource() async {
    await judge(IndependentApps.dispatchGameLevels, Self.levels)
  }

  @Test func continueAtGameOver() async {
    await judge(IndependentApps.dispatchGameContinue, Self.continueOffer)
  }
}

import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The round-based game, judged as a screen that shows interstitials between rounds.
@MainActor
@Suite struct FullScreenRoundTimerGameTests {
  /// The game; a break is the player tapping "End round", and progress is the rounds played.
  nonisolated static let subject = Subject.googleInterstitialScreen(
    "RoundTimerGame", readsTimeFromContext: true,
    naturalBreak: { $0.endRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsPlayed }
  ) { context in RoundTimerGameViewController(now: context.now) }

  @Test func roundTimerGameKeepsEveryInterstitialRule() async {
    await judge(Self.subject, Expectation(catalogue: GoogleInterstitialContracts.all))
  }
}

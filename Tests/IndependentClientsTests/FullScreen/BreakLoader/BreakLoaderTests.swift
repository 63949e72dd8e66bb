import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The round-based game that asks for its interstitial at the break, judged as a screen
/// that shows interstitials between rounds.
@MainActor
@Suite struct FullScreenBreakLoaderTests {
  /// The game; a break is the player tapping "End round", and progress is the rounds played.
  nonisolated static let subject = Subject.googleInterstitialScreen(
    "BreakLoader", readsTimeFromContext: true,
    naturalBreak: { $0.endRoundButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.roundsPlayed }
  ) { context in BreakLoaderViewController(now: context.now) }

  @Test func breakLoaderShowsItsAdAsItLoads() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          // The user reaches a break on the game's own screen, which the ad covers.
          "gma.interstitial.single-presentation": (.notApplicable, "no break comes over the ad"),
        ],
        planted: ["gma.interstitial.not-shown-on-load"]))
  }
}

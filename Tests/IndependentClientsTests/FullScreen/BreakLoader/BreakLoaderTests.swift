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

  /// These checks want an ad loaded before their first break; this game makes its first
  /// load at the break. (The checks that need an ad shown wait for a load a break started.)
  static let noLoadBeforeBreak =
    "The check wants an ad loaded before its first break, and this game loads only at a break"

  @Test func breakLoaderShowsItsAdAsItLoads() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          // The user reaches a break on the game's own screen, which the ad covers.
          "gma.interstitial.single-presentation": (.notApplicable, "no break comes over the ad"),
        ],
        planted: ["gma.interstitial.not-shown-on-load"],
        harnessGaps: [
          "gma.interstitial.recovers-after-load-failure":
            "The check fails a first load the app never makes before the break and reports unverified; on a device the load made at the first break fails and the app retries 5 s later, backing off.",
          "gma.interstitial.shown-at-break": "\(Self.noLoadBeforeBreak); from the second break on, the ad loaded after the last dismissal is shown at the break itself.",
          "gma.interstitial.never-presents-expired": "\(Self.noLoadBeforeBreak); an ad held past an hour is dropped at the break, never presented.",
        ]))
  }
}

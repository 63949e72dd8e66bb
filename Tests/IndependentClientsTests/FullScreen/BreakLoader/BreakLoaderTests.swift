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

  /// Every check answers only a load made before its break; this game makes its first load
  /// at the break, so the checks below never see an ad.
  static let noLoadBeforeBreak =
    "The check answers no load the app starts at its break and ends before one could arrive, so it never sees an ad; on a device the load at the break arrives a few seconds later"

  @Test func breakLoaderShowsItsAdAsItLoads() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        planted: ["gma.interstitial.not-shown-on-load"],
        harnessGaps: [
          "gma.interstitial.single-presentation": "\(Self.noLoadBeforeBreak) and is shown, then dismissed, with no second present while it is up.",
          "gma.interstitial.never-reuses-ad": "\(Self.noLoadBeforeBreak); the app drops each ad when it is dismissed and never presents one twice.",
          "gma.interstitial.delegate-set-before-present": "\(Self.noLoadBeforeBreak), and the completion sets the delegate before it presents.",
          "gma.interstitial.reloads-after-dismiss": "\(Self.noLoadBeforeBreak), and its dismissal starts the next load at once.",
          "gma.interstitial.reloads-after-present-failure": "\(Self.noLoadBeforeBreak), and its failed presentation starts the next load at once.",
          "gma.interstitial.recovers-after-load-failure":
            "The check fails a first load the app never makes before the break and reports unverified; on a device the load made at the first break fails and the app retries 5 s later, backing off.",
          "gma.interstitial.shown-at-break": "\(Self.noLoadBeforeBreak); from the second break on, the ad loaded after the last dismissal is shown at the break itself.",
          "gma.interstitial.never-presents-expired": "\(Self.noLoadBeforeBreak); an ad held past an hour is dropped at the break, never presented.",
        ]))
  }
}

import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The puzzle game that plays its bonus video with no introduction, judged as a rewarded
/// interstitial screen.
@MainActor
@Suite struct FullScreenBonusRoundNoIntroTests {
  /// The game; a break is the end of a level, and the probe reads the bonus coins. It has
  /// no introduction, so the harness looks for an alert, as it does by default.
  nonisolated static let subject = Subject.googleRewardedInterstitialScreen(
    "BonusRoundNoIntro", readsTimeFromContext: true,
    naturalBreak: { $0.finishLevelButton.sendActions(for: .touchUpInside) },
    rewardsGranted: { $0.coins }
  ) { context in BonusRoundNoIntroViewController(now: context.now) }

  @Test func bonusRoundNoIntroPlaysTheVideoUnannounced() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleRewardedInterstitialContracts.all,
        exceptions: [
          "gma.rewarded-interstitial.skipped-when-declined": (
            .notApplicable, "the game shows no introduction, so there is nothing to decline")
        ],
        planted: ["gma.rewarded-interstitial.intro-before-ad"]))
  }
}

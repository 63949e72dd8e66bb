import AdContracts
import FakeUIKit
import Testing

/// The magazine that presents its interstitial from a story page already popped off the
/// navigation stack.
///
/// No rule names the presenting controller: the bug shows as the ad never appearing at the
/// break, which `gma.interstitial.shown-at-break` judges.
@MainActor
@Suite struct MixedPresentFromHiddenTests {
  nonisolated static let magazine = Subject.googleInterstitialScreen(
    "PresentFromHidden", readsTimeFromContext: true,
    naturalBreak: { $0.storyFinished() }, contentProgress: { $0.storyNumber }
  ) { context in
    StoryListController(now: context.now)
  }

  /// Why the rules that need an ad on screen cannot be judged.
  static let noAdEverShows =
    "the planted bug keeps every ad off screen, so the check never reaches its precondition (an ad shown)"

  @Test func magazinePresentsFromAPoppedPage() async {
    await judge(
      Self.magazine,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        exceptions: [
          "gma.interstitial.single-presentation": (.unverified, Self.noAdEverShows),
          "gma.interstitial.never-reuses-ad": (.unverified, Self.noAdEverShows),
          "gma.interstitial.reloads-after-dismiss": (.unverified, Self.noAdEverShows),
        ],
        planted: ["gma.interstitial.shown-at-break"]))
  }
}

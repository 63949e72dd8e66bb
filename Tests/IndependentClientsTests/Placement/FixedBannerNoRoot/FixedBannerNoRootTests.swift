import AdContracts
import FakeUIKit
import Testing

/// The quiz screen with a fixed banner that has no root view controller.
let placementFixedBannerNoRoot = Subject.googleBannerScreen(
  "PlacementFixedBannerNoRoot",
  activitiesRunning: { $0.countdown.isTicking },
  contentViews: { [$0.countdown.label, $0.questionLabel, $0.answersView] }
) { _ in FixedBannerNoRoot.QuizViewController() }

/// Without a root view controller the SDK serves this banner nothing, on a device as here.
private let neverGetsAnAd = "the SDK refuses every load without a root view controller, so no ad ever arrives to judge this by"

@Suite("PlacementFixedBannerNoRoot")
struct PlacementFixedBannerNoRootTests {
  @Test func breaksOnlyTheRootViewControllerRule() async {
    let expectation = Expectation(
      catalogue: GoogleBannerContracts.all,
      exceptions: [
        "gma.banner.adaptive-size-matches-width": (.notApplicable, "the banner is a fixed 320×50, which the rule does not judge"),
        "gma.banner.reloads-after-rotation": (.notApplicable, "the banner is a fixed 320×50, which fits either orientation"),
        "gma.banner.not-covering-content": (.unverified, neverGetsAnAd),
        "gma.banner.pauses-while-screen-presented": (.unverified, neverGetsAnAd),
        "gma.banner.resumes-after-screen-dismissed": (.unverified, neverGetsAnAd),
      ],
      planted: ["gma.banner.root-view-controller-set"])
    // Exploration finds the planted bug once, under its rule: the rule's monitor claims the
    // load the SDK refuses (before, it was reported a second time as a misuse).
    await judge(placementFixedBannerNoRoot, expectation)
  }
}

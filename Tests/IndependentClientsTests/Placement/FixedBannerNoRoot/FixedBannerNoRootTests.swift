import AdContracts
import IndependentApps
import Testing

/// Without a root view controller the SDK serves this banner nothing, on a device as here.
private let neverGetsAnAd = "the SDK refuses every load without a root view controller, so no ad ever arrives to judge this by"

@Suite("PlacementFixedBannerNoRoot")
struct PlacementFixedBannerNoRootTests {
  /// The verdicts the quiz screen should earn. Exploration finds the planted bug once,
  /// under its rule: the rule's monitor claims the load the SDK refuses (before, it was
  /// reported a second time as a misuse).
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleBannerContracts.all,
      exceptions: [
        "gma.banner.adaptive-size-matches-width": (.notApplicable, "the banner is a fixed 320×50, which the rule does not judge"),
        "gma.banner.reloads-after-rotation": (.notApplicable, "the banner is a fixed 320×50, which fits either orientation"),
        "gma.banner.not-covering-content": (.unverified, neverGetsAnAd),
        "gma.banner.pauses-while-screen-presented": (.unverified, neverGetsAnAd),
        "gma.banner.resumes-after-screen-dismissed": (.unverified, neverGetsAnAd),
      ],
      planted: ["gma.banner.root-view-controller-set"])
  }

  @Test func breaksOnlyTheRootViewControllerRule() async {
    await judge(IndependentApps.placementFixedBannerNoRoot, Self.expectation)
  }
}

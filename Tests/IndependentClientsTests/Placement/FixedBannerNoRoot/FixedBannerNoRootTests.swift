import AdContracts
import IndependentApps
import Testing

@Suite("PlacementFixedBannerNoRoot")
struct PlacementFixedBannerNoRootTests {
  /// The verdicts the quiz screen should earn. It was written to break
  /// gma.banner.root-view-controller-set, since withdrawn: the current SDK serves a banner
  /// with no root view controller and presents its clicks over the screen that contains
  /// it, so the quiz screen conforms.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleBannerRules.all,
      exceptions: [
        "gma.banner.adaptive-size-matches-width": (.notApplicable, "the banner is a fixed 320×50, which the rule does not judge"),
        "gma.banner.reloads-after-rotation": (.notApplicable, "the banner is a fixed 320×50, which fits either orientation"),
      ])
  }

  @Test func conformsWithoutARootViewController() async {
    await judge(IndependentApps.placementFixedBannerNoRoot, Self.expectation)
  }
}

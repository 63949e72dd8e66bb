import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIRecipeBoxLoadOnceTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleBannerRules.all,
        planted: ["gma.banner.reloads-after-rotation"])

  @Test func recipeBoxLoadOnceKeepsThePortraitAdAfterARotation() async {
    await judge(swiftUIRecipeBoxLoadOnce, Self.expectation)
  }
}

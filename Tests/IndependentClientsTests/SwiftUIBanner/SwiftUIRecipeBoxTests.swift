import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIRecipeBoxTests {
  /// What the app should earn, rule by rule.
  @MainActor static let expectation = Expectation(
        catalogue: GoogleBannerRules.all)

  @Test func recipeBoxKeepsEveryBannerRule() async {
    await judge(swiftUIRecipeBox, Self.expectation)
  }
}

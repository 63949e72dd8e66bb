import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIRecipeBoxTests {
  @Test func recipeBoxKeepsEveryBannerRule() async {
    await judge(swiftUIRecipeBox, Expectation(catalogue: GoogleBannerContracts.all))
  }
}

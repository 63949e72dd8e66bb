import AdContracts
import IndependentApps
import Testing

@Suite struct NativeRecipeTests {
  /// The recipe screen keeps every native rule; its ad is not in a table's rows, and it sets
  /// no delegate on its ads.
  @MainActor static let expectation = Expectation(
    catalogue: GoogleNativeRules.all,
    exceptions: [
      "gma.native.delegate-set-before-shown": (.notApplicable, "the screen never sets a delegate on its native ads"),
      "gma.native.row-keeps-its-ad": (.notApplicable, "the ad follows the recipe's steps in a scroll view, not a table"),
    ])

  @Test func recipeScreenKeepsEveryNativeRule() async {
    await judge(IndependentApps.nativeRecipe, Self.expectation)
  }
}

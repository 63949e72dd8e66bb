import AdContracts
import IndependentApps
import Testing

@Suite struct NativeArticleTests {
  /// The SwiftUI article's representable ad view has no "Ad" badge, and its view model sets
  /// no delegate on its ads.
  @MainActor static let expectation = Expectation(
    catalogue: GoogleNativeRules.all,
    exceptions: [
      "gma.native.attribution-shown": (.fail, "no label in the ad view reads \"Ad\" or a translation of it"),
      "gma.native.delegate-set-before-shown": (.notApplicable, "the view model never sets a delegate on its ads"),
      "gma.native.row-keeps-its-ad": (.notApplicable, "the ad follows the article's text in a stack, not a table's rows"),
    ])

  @Test func articleMissesTheBadge() async {
    await judge(IndependentApps.nativeArticle, Self.expectation)
  }
}

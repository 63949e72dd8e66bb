import AdContracts
import IndependentApps
import Testing

@Suite struct NativeCommentsTests {
  /// The comments thread places a shared provider's ads after every eighth comment and
  /// keeps every lifecycle rule (its rows keep their ads, and they go with the screen), but
  /// its ad cell gives the body two lines of 14-point text across 296 points, which on the
  /// 320-point phone shows 84 of a 92-character body.
  @MainActor static let expectation = Expectation(
    catalogue: GoogleNativeRules.all,
    exceptions: [
      "gma.native.text-not-truncated": (.fail, "the two-line body label shows 84 of the 90 characters the policy asks for")
    ])

  @Test func commentsThreadTruncatesItsAdsBody() async {
    await judge(IndependentApps.nativeComments, Self.expectation)
  }
}

import AdContracts
import IndependentApps
import Testing

@Suite struct NativeGalleryTests {
  /// The gallery's ad views carry no "Ad" badge, and its body label (two lines of 13-point
  /// text beside a 100-point button) shows about 54 characters of a body the policy lets
  /// an app cut to 90 and no shorter; its ads are stacked among the photos, not in a table.
  @MainActor static let expectation = Expectation(
    catalogue: GoogleNativeRules.all,
    exceptions: [
      "gma.native.attribution-shown": (.fail, "no label in the ad view reads \"Ad\" or a translation of it"),
      "gma.native.text-not-truncated": (.fail, "the body label shows about 54 characters"),
      "gma.native.row-keeps-its-ad": (.notApplicable, "the ads are stacked among the photos in a scroll view, not a table's rows"),
    ])

  @Test func galleryMissesTheBadgeAndCutsTheBody() async {
    await judge(IndependentApps.nativeGallery, Self.expectation)
  }
}

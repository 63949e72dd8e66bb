import AdContracts
import IndependentApps
import Testing

@Suite struct NativeAdCacheTests {
  /// The level summary lays out the cached ad with its own AdChoices view in the top right
  /// corner but no "Ad" badge, and the cache sets no delegate on its ads; the ad is not in a
  /// table's rows.
  @MainActor static let expectation = Expectation(
    catalogue: GoogleNativeRules.all,
    exceptions: [
      "gma.native.attribution-shown": (.fail, "no label in the ad view reads \"Ad\" or a translation of it"),
      "gma.native.delegate-set-before-shown": (.notApplicable, "neither the cache nor the summary sets a delegate on its ads"),
      "gma.native.row-keeps-its-ad": (.notApplicable, "the summary shows one ad, not a table's rows"),
    ])

  @Test func levelSummaryShowsACachedAdWithoutABadge() async {
    await judge(IndependentApps.nativeAdCache, Self.expectation)
  }
}

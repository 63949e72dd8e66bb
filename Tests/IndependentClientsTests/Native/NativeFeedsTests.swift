import AdContracts
import IndependentApps
import Testing

@Suite struct NativeFeedsTests {
  /// Both feeds keep every native rule: the news feed loads five ads up front, keeps them
  /// among its rows and refills every dequeued ad cell from its row's ad before setting it;
  /// the shop feed loads one ad per slot when the slot first shows, keeps it by row, and
  /// clears a reused cell's ad in prepareForReuse, so a slot still waiting shows no old ad.
  @MainActor static let expectation = Expectation(catalogue: GoogleNativeRules.all)

  @Test func newsFeedKeepsEveryNativeRule() async {
    await judge(IndependentApps.nativeNewsFeed, Self.expectation)
  }

  @Test func shopFeedKeepsEveryNativeRule() async {
    await judge(IndependentApps.nativeShopFeed, Self.expectation)
  }
}

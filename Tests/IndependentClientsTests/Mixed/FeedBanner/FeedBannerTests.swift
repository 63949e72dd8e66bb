import AdContracts
import FakeUIKit
import Testing

/// The news feed with an anchored adaptive banner pinned to the bottom.
@MainActor
@Suite struct MixedFeedBannerTests {
  nonisolated static let feed = Subject.googleBannerScreen(
    "FeedBanner", activitiesRunning: { $0.isLiveUpdating }, contentViews: { [$0.feedView] }
  ) { _ in
    FeedBanner()
  }

  @Test func feedKeepsEveryBannerRule() async {
    await judge(Self.feed, Expectation(catalogue: GoogleBannerContracts.all))
  }
}

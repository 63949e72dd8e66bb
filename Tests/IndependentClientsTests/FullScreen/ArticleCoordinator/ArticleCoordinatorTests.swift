import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The news reader with its interstitial coordinator, judged as a screen that shows
/// interstitials at natural breaks.
@MainActor
@Suite struct FullScreenArticleCoordinatorTests {
  /// The reader; a break is the user finishing an article, and progress is the article on screen.
  nonisolated static let subject = Subject.googleInterstitialScreen(
    "ArticleCoordinator", readsTimeFromContext: true,
    naturalBreak: { $0.nextArticleButton.sendActions(for: .touchUpInside) },
    contentProgress: { $0.articleIndex }
  ) { context in ArticleCoordinatorViewController(now: context.now) }

  @Test func articleCoordinatorKeepsEveryInterstitialRule() async {
    // The reader shows its ad at every third article's end (Google advises against an ad
    // at every action); the harness runs breaks until the app shows the ad it holds.
    await judge(Self.subject, Expectation(catalogue: GoogleInterstitialContracts.all))
  }
}

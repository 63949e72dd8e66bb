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

  /// The checks run one or two breaks; the reader shows its ad at every third.
  static let everyThird =
    "The check runs one or two article ends and never reaches the third, where this reader shows its ads (Google advises against an ad at every action), so it sees no ad; on a device the loaded ad is shown at the third article's end"

  @Test func articleCoordinatorKeepsEveryInterstitialRule() async {
    await judge(
      Self.subject,
      Expectation(
        catalogue: GoogleInterstitialContracts.all,
        harnessGaps: [
          "gma.interstitial.shown-at-break":
            "The check warns that the ad loaded before the first article's end was not shown there; the reader's ad breaks are every third article's end (Google advises against an ad at every action), and at the third a device shows the loaded ad at once.",
          "gma.interstitial.single-presentation": "\(Self.everyThird), with no second present while it is up.",
          "gma.interstitial.never-reuses-ad": "\(Self.everyThird), and the coordinator drops it when it is dismissed.",
          "gma.interstitial.delegate-set-before-present": "\(Self.everyThird), its delegate set by the coordinator when it loaded.",
          "gma.interstitial.reloads-after-dismiss": "\(Self.everyThird), and its dismissal starts the next load at once.",
          "gma.interstitial.reloads-after-present-failure": "\(Self.everyThird), and a failed presentation starts the next load at once.",
        ]))
  }
}

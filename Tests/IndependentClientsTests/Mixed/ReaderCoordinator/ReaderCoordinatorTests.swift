import AdContracts
import IndependentApps
import Testing

/// The reader app: an ad coordinator in the manner of the small ad-helper libraries, one
/// interstitial and one rewarded ad kept loaded, with retries backed off by
/// `DispatchQueue.main.asyncAfter`; an article list (`UITableViewController`) with an adaptive
/// banner in its table footer; the interstitial on leaving an article, at most once a minute
/// by `Date()`; a "Double coins" rewarded ad once an article.
@MainActor
@Suite struct MixedReaderCoordinatorTests {
  /// Why a rule about the timed activities does not apply.
  static let noActivities =
    "the list has no timed activities (no animation, sound or video), and its subject declares so"
  /// Why the expiry rules warn.
  static let noAgeCheck =
    "the coordinator checks no ad's age (its Date(), which a run moves, serves only its cap): an ad held past its lifetime is presented"

  /// The verdicts the list's banner should earn.
  static var banner: Expectation {
    Expectation(
      catalogue: GoogleBannerRules.all,
      exceptions: [
        "gma.banner.pauses-while-screen-presented": (.notApplicable, Self.noActivities),
        "gma.banner.resumes-after-screen-dismissed": (.notApplicable, Self.noActivities),
      ])
  }

  /// The verdicts the interstitial should earn.
  static var interstitial: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: [
        "gma.interstitial.reloads-after-dismiss": (
          .unverified,
          "the coordinator lets go of the ad as it presents it; the SDK keeps no ad the app does not, so the ad is gone before the user closes it and no dismissal comes"
        ),
        "gma.interstitial.never-presents-expired": (.warn, Self.noAgeCheck),
      ],
      foundByExploration: [
        "gma.interstitial.shown-at-break":
          "the coordinator starts its one-minute cap before it presents, so a presentation the SDK fails counts as an ad shown and the next ad is held through the breaks that follow"
      ])
  }

  /// The verdicts the article screen's rewarded ad should earn.
  static var rewarded: Expectation {
    Expectation(
      catalogue: GoogleRewardedRules.all,
      exceptions: [
        "gma.rewarded.single-presentation": (.notApplicable, "the user asks to watch only on the article screen, which the ad covers"),
        "gma.rewarded.never-presents-expired": (.warn, Self.noAgeCheck),
      ])
  }

  @Test func listBannerKeepsEveryRuleItCanBeJudgedOn() async {
    await judge(IndependentApps.readerListBanner, Self.banner)
  }

  @Test func interstitialOnLeavingAnArticle() async {
    await judge(IndependentApps.readerListInterstitial, Self.interstitial)
  }

  @Test func doubleCoinsRewardedAd() async {
    await judge(IndependentApps.readerDetailRewarded, Self.rewarded)
  }
}

import AdContracts

extension IndependentApps {
  /// Every app's subjects, each declaring what its verdict table says: the rules it breaks
  /// (planted, or expected to fail or warn) and the rules the harness cannot decide for it
  /// (expected unverified).
  ///
  /// Every planted rule is one the check already catches, so no subject declares a rule
  /// that only exploration finds. `independent-adconform explore` reads these declarations
  /// to tell an expected finding from a new one.
  public static let catalog = SubjectCatalogue(entries: [
    .init(
      subject: appClockRoundInterstitial, violates: [],
      summary: "Word game whose round clock brings interstitial breaks and stops under the ad."),
    .init(
      subject: appClockRoundInterstitialTwice, violates: ["gma.interstitial.single-presentation"],
      unverifiable: ["gma.interstitial.never-presents-expired"],
      summary: "Word game whose round clock runs on under the ad and presents the next ad over it."),
    .init(
      subject: appCountdownBonusGame, violates: [],
      summary: "Ten-second game offering a rewarded interstitial after a four-second countdown."),
    .init(
      subject: appCountdownBonusGameRushed, violates: ["gma.rewarded-interstitial.intro-before-ad"],
      summary: "Ten-second game whose rewarded interstitial offer counts down one second only."),
    .init(
      subject: articleCoordinator, violates: [],
      summary: "News reader whose coordinator shows an interstitial at every third article's end."),
    .init(
      subject: bonusRoundIntro, violates: [],
      explorationFinds: ["gma.rewarded-interstitial.never-presents-expired"],
      summary: "Puzzle game announcing its rewarded interstitial with its own five-second card."),
    .init(
      subject: bonusRoundNoIntro, violates: ["gma.rewarded-interstitial.intro-before-ad"],
      summary: "Puzzle game playing its rewarded interstitial with no introduction."),
    .init(
      subject: breakLoader, violates: ["gma.interstitial.not-shown-on-load"],
      summary: "Round game loading its interstitial at the break and showing it as it arrives."),
    .init(
      subject: coinShopOnDismiss, violates: ["gma.rewarded.no-reward-without-earning"],
      summary: "Coin shop paying the reward when the video closes, earned or not."),
    .init(
      subject: coinShopViewModel, violates: [],
      summary: "Coin shop view model in a UIKit host, paying only in the earn handler."),
    .init(
      subject: hintShop, violates: [],
      summary: "Hint shop on an app-wide rewarded ad service that publishes its state through Combine."),
    .init(
      subject: roundTimerGame, violates: [],
      summary: "Round game showing a preloaded interstitial between rounds."),
    .init(
      subject: adCenterQuiz, violates: [],
      summary: "Quiz screen on an app-wide ad center, one center per launch."),
    .init(
      subject: adCenterHint, violates: [],
      summary: "Hint screen offering rewarded ads from an app-wide ad center, one per launch."),
    .init(
      subject: adCenterSharedQuiz, violates: [],
      summary: "Quiz screen on the ad center's singleton, whose expiry check reads Date()."),
    .init(
      subject: adCenterSharedHint, violates: [],
      summary: "Hint screen on the ad center's singleton, whose expiry check reads Date()."),
    .init(
      subject: adCenterReuseQuiz, violates: ["gma.interstitial.never-reuses-ad"],
      summary: "Quiz screen on an ad center that presents a spent interstitial again."),
    .init(
      subject: asyncInterstitialScreen, violates: [],
      summary: "News reader loading its interstitials in tasks with the v12 names."),
    .init(
      subject: placementStoriesFeed, violates: [],
      summary: "News feed with an inline adaptive banner in a reused table row after every seven stories."),
    .init(
      subject: feedBanner, violates: [],
      summary: "News feed with an anchored adaptive banner pinned to the bottom."),
    .init(
      subject: readerListBanner, violates: [],
      summary: "Reader's article list (a UITableViewController) with an adaptive banner in its table footer."),
    .init(
      subject: readerListInterstitial, violates: ["gma.interstitial.never-presents-expired"],
      unverifiable: ["gma.interstitial.reloads-after-dismiss"],
      explorationFinds: ["gma.interstitial.shown-at-break"],
      summary: "Reader's interstitial on leaving an article, capped at once a minute by Date()."),
    .init(
      subject: readerDetailRewarded, violates: ["gma.rewarded.never-presents-expired"],
      summary: "Reader's article screen doubling its coins once through a rewarded ad."),
    .init(
      subject: presentFromHidden, violates: ["gma.interstitial.shown-at-break"],
      unverifiable: [
        "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
        "gma.interstitial.reloads-after-dismiss",
      ],
      summary: "Magazine presenting its interstitial from a story page already popped off the stack."),
    .init(
      subject: rewardedRetry, violates: [], explorationFinds: ["gma.rewarded.recovers-after-load-failure"],
      summary: "Reward screen retrying a failed load with a backed-off timer, at most three times."),
    .init(
      subject: rewardedRetryStorm, violates: ["gma.rewarded.no-retry-storm"],
      summary: "Reward screen retrying a failed load at once, again and again."),
    .init(
      subject: placementAppOpenSingleton, violates: [],
      summary: "To-do app showing app open ads from a singleton manager."),
    .init(
      subject: placementAppOpenStale, violates: ["gma.app-open.never-presents-expired"],
      summary: "To-do app whose singleton manager ignores the app open ad's age."),
    .init(
      subject: placementConsentFirstGame, violates: [],
      summary: "Game launch screen gathering consent before any ad."),
    .init(
      subject: placementConsentRacer, violates: ["gma.consent.no-request-before-consent"],
      summary: "Game launch screen requesting an ad before the consent update completes."),
    .init(
      subject: placementFixedBannerNoRoot, violates: [],
      summary: "Quiz screen with a fixed banner that never gets a root view controller, which the SDK allows."),
    .init(
      subject: placementRotatingAdaptiveBanner, violates: [],
      summary: "News screen reloading its adaptive banner on rotation (v12 names)."),
    .init(
      subject: placementTabBannerApp, violates: [],
      summary: "Tab bar app whose two tabs share one adaptive banner."),
  ] + swiftUIBannerEntries + swiftUIFullScreenEntries + nativeEntries + concurrencyEntries)
}

import AdContracts

/// Every independent app's subjects: each run of theirs is a fresh launch of the test
/// program, as each run of an app on a device is a launch of its own.
enum IndependentApps: SubjectList {
  static let subjects: [Subject] = [
    AppClockRoundInterstitialTests.subject, AppClockRoundInterstitialTwiceTests.subject,
    AppCountdownBonusGameTests.subject, AppCountdownBonusGameRushedTests.subject,
    FullScreenArticleCoordinatorTests.subject, FullScreenBonusRoundIntroTests.subject,
    FullScreenBonusRoundNoIntroTests.subject, FullScreenBreakLoaderTests.subject,
    FullScreenCoinShopOnDismissTests.subject, FullScreenCoinShopViewModelTests.subject,
    FullScreenRoundTimerGameTests.subject,
    MixedAdCenterTests.quiz, MixedAdCenterTests.hint, MixedAdCenterTests.sharedQuiz, MixedAdCenterTests.sharedHint,
    MixedAdCenterReuseTests.quiz, MixedAsyncInterstitialScreenTests.reader, MixedFeedBannerTests.feed,
    MixedPresentFromHiddenTests.magazine, MixedRewardedRetryTests.screen, MixedRewardedRetryStormTests.screen,
    placementAppOpenSingleton, placementAppOpenStale, placementConsentFirstGame, placementConsentRacer,
    placementFixedBannerNoRoot, placementRotatingAdaptiveBanner, placementTabBannerApp,
  ]
}

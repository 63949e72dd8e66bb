import AdContracts
import IndependentApps

/// Every independent app's subject with the expectation table its test judges it by.
@MainActor
enum ExpectationTables {
  /// The subjects and their tables, in the catalog's order.
  static var all: [(subject: Subject, expectation: Expectation)] {
    [
      (IndependentApps.appClockRoundInterstitial, AppClockRoundInterstitialTests.expectation),
      (IndependentApps.appClockRoundInterstitialTwice, AppClockRoundInterstitialTwiceTests.expectation),
      (IndependentApps.appCountdownBonusGame, AppCountdownBonusGameTests.expectation),
      (IndependentApps.appCountdownBonusGameRushed, AppCountdownBonusGameRushedTests.expectation),
      (IndependentApps.articleCoordinator, FullScreenArticleCoordinatorTests.expectation),
      (IndependentApps.bonusRoundIntro, FullScreenBonusRoundIntroTests.expectation),
      (IndependentApps.bonusRoundNoIntro, FullScreenBonusRoundNoIntroTests.expectation),
      (IndependentApps.breakLoader, FullScreenBreakLoaderTests.expectation),
      (IndependentApps.coinShopOnDismiss, FullScreenCoinShopOnDismissTests.expectation),
      (IndependentApps.coinShopViewModel, FullScreenCoinShopViewModelTests.expectation),
      (IndependentApps.hintShop, FullScreenHintShopTests.expectation),
      (IndependentApps.roundTimerGame, FullScreenRoundTimerGameTests.expectation),
      (IndependentApps.adCenterQuiz, MixedAdCenterTests.quizExpectation),
      (IndependentApps.adCenterHint, MixedAdCenterTests.hintExpectation),
      (IndependentApps.adCenterSharedQuiz, MixedAdCenterTests.sharedQuizExpectation),
      (IndependentApps.adCenterSharedHint, MixedAdCenterTests.sharedHintExpectation),
      (IndependentApps.adCenterReuseQuiz, MixedAdCenterReuseTests.expectation),
      (IndependentApps.asyncInterstitialScreen, MixedAsyncInterstitialScreenTests.expectation),
      (IndependentApps.placementStoriesFeed, PlacementStoriesFeedTests.expectation),
      (IndependentApps.feedBanner, MixedFeedBannerTests.expectation),
      (IndependentApps.readerListBanner, MixedReaderCoordinatorTests.banner),
      (IndependentApps.readerListInterstitial, MixedReaderCoordinatorTests.interstitial),
      (IndependentApps.readerDetailRewarded, MixedReaderCoordinatorTests.rewarded),
      (IndependentApps.presentFromHidden, MixedPresentFromHiddenTests.expectation),
      (IndependentApps.rewardedRetry, MixedRewardedRetryTests.expectation),
      (IndependentApps.rewardedRetryStorm, MixedRewardedRetryStormTests.expectation),
      (IndependentApps.placementAppOpenSingleton, PlacementAppOpenSingletonTests.expectation),
      (IndependentApps.placementAppOpenStale, PlacementAppOpenStaleTests.expectation),
      (IndependentApps.placementConsentFirstGame, PlacementConsentFirstGameTests.expectation),
      (IndependentApps.placementConsentRacer, PlacementConsentRacerTests.expectation),
      (IndependentApps.placementFixedBannerNoRoot, PlacementFixedBannerNoRootTests.expectation),
      (IndependentApps.placementRotatingAdaptiveBanner, PlacementRotatingAdaptiveBannerTests.expectation),
      (IndependentApps.placementTabBannerApp, PlacementTabBannerAppTests.expectation),
      (swiftUIRecipeBox, SwiftUIRecipeBoxTests.expectation),
      (swiftUIRecipeBoxLoadOnce, SwiftUIRecipeBoxLoadOnceTests.expectation),
      (swiftUIWeatherNow, SwiftUIWeatherNowTests.expectation),
      (swiftUITrailJournal, SwiftUITrailJournalTests.expectation),
      (swiftUITrailJournalEager, SwiftUITrailJournalEagerTests.expectation),
      (swiftUIQuizInterstitial, SwiftUIQuizInterstitialTests.expectation),
      (swiftUICoinStoreRewarded, SwiftUICoinStoreRewardedTests.expectation),
      (swiftUICoinStorePaysOnClose, SwiftUICoinStorePaysOnCloseTests.expectation),
      (swiftUINotesAppOpen, SwiftUINotesAppOpenTests.expectation),
      (swiftUINotesAppOpenEager, SwiftUINotesAppOpenEagerTests.expectation),
      (IndependentApps.nativeRecipe, NativeRecipeTests.expectation),
      (IndependentApps.nativeGallery, NativeGalleryTests.expectation),
      (IndependentApps.nativeArticle, NativeArticleTests.expectation),
      (IndependentApps.nativeNewsFeed, NativeFeedsTests.expectation),
      (IndependentApps.nativeShopFeed, NativeFeedsTests.expectation),
      (IndependentApps.nativeAdCache, NativeAdCacheTests.expectation),
      (IndependentApps.nativeComments, NativeCommentsTests.expectation),
    ]
  }
}

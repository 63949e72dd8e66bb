import AdContracts
import ExampleClients
import ExampleClientsSwift5

/// Every bundled example client, conforming ones first.
public enum Fixtures {
  /// All fixtures, in the order reports list them.
  public static let all: [Fixture] = conforming + faulty

  /// The teaching examples: clients that keep every rule.
  public static let conforming: [Fixture] =
    [
      article(ArticleViewController.self),
      article(LoggingArticleViewController.self),
      Fixture(
        FeedViewController.self,
        subject: .iAdBannerScreen(
          "FeedViewController", adScreens: .several, devices: .init(iOS: 5),
          activitiesRunning: { $0.isPlayingVideo },
          recreatableMemory: { $0.thumbnailBytes },
          urgentEvent: { $0.handleIncomingCall() },
          makeScreen: { context in
            FeedViewController(coordinator: context.shared { SharedBannerCoordinator() })
          })),
      game(RoundBreakGameViewController.self),
      magazine(MagazineViewController.self),
      splash(SplashAppDelegate.self),
      swift3Banner(Swift3BannerViewController.self),
      swift3Level(Swift3LevelViewController.self),
      Fixture(
        LegacyAppOpenAppDelegate.self,
        subject: .googleAppOpen(
          "LegacyAppOpenAppDelegate", readsTimeFromContext: true,
          isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 10 },
          makeApp: { context in
            LegacyAppOpenAppDelegate(now: { context.now() }, clock: context.clock)
          })),
      keyWindow(KeyWindowAppOpenAppDelegate.self),
      countdown(CountdownSplashAppDelegate.self),
      delayedRetry(DelayedRetryAppOpenManager.self),
      sleeping(SleepingAppOpenAppDelegate.self),
      levelGame(LevelGameViewController.self),
      adaptiveBanner(AdaptiveBannerViewController.self),
      native(NativeAdvancedViewController.self),
      nativeFeed(NativeFeedViewController.self),
      Fixture(
        LegacyAdaptiveBannerViewController.self,
        subject: .googleBannerScreen(
          "LegacyAdaptiveBannerViewController", activitiesRunning: { $0.isPlaying },
          contentViews: { [$0.contentView] }, makeScreen: { _ in LegacyAdaptiveBannerViewController() })),
      articleInterstitial(ArticleInterstitialController.self),
      coinGame(CoinGameViewController.self),
      Fixture(
        GemStoreController.self,
        subject: .googleRewardedScreen(
          "GemStoreController", readsTimeFromContext: true, userAsksToWatch: { $0.freeGemsTapped() },
          rewardsGranted: { $0.gems },
          makeScreen: { (context: Subject.Context) -> GemStoreController in
            let screen = GemStoreController()
            screen.now = context.now
            return screen
          })),
      bonusRound(BonusRoundViewController.self),
      Fixture(
        LevelUpBonusController.self,
        subject: .googleRewardedInterstitialScreen(
          "LevelUpBonusController", readsTimeFromContext: true, naturalBreak: { $0.levelUp() },
          rewardsGranted: { $0.bonus }, isIntroShowing: { $0.isIntroShowing }, declineIntro: { $0.skipTapped() },
          makeScreen: { (context: Subject.Context) -> LevelUpBonusController in
            let screen = LevelUpBonusController()
            screen.now = context.now
            return screen
          })),
      levelGame(ConsentLevelGameViewController.self),
      consentScreen(ConsentLevelGameViewController.self),
      coinGame(ConsentCoinGameViewController.self),
      consentScreen(ConsentCoinGameViewController.self),
      bonusRound(ConsentBonusRoundViewController.self),
      consentScreen(ConsentBonusRoundViewController.self),
      adaptiveBanner(ConsentAdaptiveBannerViewController.self),
      splash(ConsentSplashAppDelegate.self),
      consentScreen(ConsentAdaptiveBannerViewController.self),
      native(ConsentNativeViewController.self),
      consentScreen(ConsentNativeViewController.self),
    ] + swiftUIConforming

  /// The faulty clients: each breaks the rules it declares.
  public static let faulty: [Fixture] =
    [
      native(NativeAdOnLiveUnit.self),
      native(NativeHeadlineOutsideAdView.self),
      native(NativeAdStrip.self),
      native(NativeAdShownTwice.self),
      native(NativeButtonTakesTaps.self),
      native(NativeCrampedHeadline.self),
      native(NativeAdChoicesCovered.self),
      nativeFeed(NativeFeedFillsCellsOnce.self),
      nativeFeed(NativeFeedLoadsPerCell.self),
      nativeFeed(NativeFeedCellsHoldFeed.self),
      native(NativeWholeCardClickable.self),
      native(NativeSmallMediaView.self),
      native(NativeWithoutAttribution.self),
      native(NativeSetsAdBeforeFilling.self),
      native(NativeLateDelegate.self),
      article(BannerShownBeforeLoad.self),
      article(BannerShownFromSecondAd.self),
      article(BannerThatStaysUp.self),
      article(BannerHiddenForGood.self),
      article(NeverPausesForAds.self),
      article(ResumesOnReturnUnderAd.self),
      article(RotationShowsEmptyBanner.self),
      article(StaysPausedAfterClose.self),
      article(ForgetsToResumeAfterCancel.self),
      article(PausesOnEveryTap.self),
      article(PausesThenRefusesWhenBusy.self),
      article(PortraitOnlyBanner.self),
      article(ReleasesBannerOnMemoryWarning.self),
      article(KeepsBannerWhenHidden.self),
      article(RefusesLeavingActions.self),
      article(CancelsOnRotation.self),
      article(RequiresEverySize.self),
      article(PreloadsSpareBanner.self),
      article(IgnoresMemoryWarnings.self),
      article(BannerInTheMiddle.self),
      article(BannerOverArticle.self),
      article(BannerPerScreenInFeed.self, adScreens: .several),
      game(RoundGameDefersNextAdInBackground.self),
      game(RoundGameParksSpentAdInBackground.self),
      game(GamePresentsBeforeChecking.self),
      game(GameWaitsForAd.self),
      game(GameKeepsSpentAds.self),
      game(GameShowsAdErrors.self),
      magazine(MagazineNeverPauses.self),
      magazine(MagazineStaysPausedAfterAction.self),
      magazine(MagazineWaitsForFinishAfterCancel.self),
      magazine(MagazinePausesOnEveryTap.self),
      magazine(MagazinePausesThenRefusesWhenBusy.self),
      game(GamePoolsAds.self),
      magazine(MagazineFixedSizePages.self),
      magazine(MagazineRestylesAdPage.self),
      magazine(MagazineLeavesEmptyPage.self),
      game(GameOnEveryDevice.self),
      game(GameShowsAdOnLoad.self),
      game(GameReplacesAdOnTap.self),
      game(GameMakesOneAdOnly.self),
      game(GameShowsAdEveryTwentyRounds.self),
      magazine(MagazineRefusesLeavingActions.self),
      magazine(MagazineCancelsOnRotation.self),
      magazine(MagazineIgnoresMemoryWarnings.self),
      splash(SplashStartsSecondLoad.self),
      splash(SplashPresentsOverItsAd.self),
      splash(SplashDefersFirstLoad.self),
      splash(SplashSkipsReloadOnDismiss.self),
      splash(SplashIgnoresPresentFailure.self),
      splash(SplashStuckAfterLoadFailure.self),
      splash(SplashShowsExpiredAd.self),
      splash(SplashReshowsSpentAd.self),
      splash(SplashShowsOnlyAtLaunch.self),
      splash(SplashSetsDelegateLate.self),
      splash(SplashShowsLateColdStartAd.self),
      splash(SplashUsesLiveAdUnit.self),
      splash(SplashLeavesLoadingScreenUp.self),
      splash(SplashShowsAdsToNewUsers.self),
      splash(SplashRetriesAtOnce.self),
      splash(SplashRetriesColdStartAd.self),
      splash(SplashForgetsLoadOnMemoryWarning.self),
      swift3Banner(Swift3BannerLeftUpOnFailure.self),
      swift3Level(Swift3LevelShowsAdOnLoad.self),
      Fixture(
        WallClockAppOpenAppDelegate.self,
        subject: .googleAppOpen(
          "WallClockAppOpenAppDelegate", readsTimeFromContext: false,
          isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 10 },
          makeApp: { context in WallClockAppOpenAppDelegate(clock: context.clock) })),
      keyWindow(KeyWindowPresentsOverItsAd.self),
      keyWindow(KeyWindowPresentsFromDetachedController.self),
      countdown(CountdownKeepsTicking.self),
      delayedRetry(DelayedRetryNeverBacksOff.self),
      sleeping(SleepingLoadsTwice.self),
      levelGame(LevelPresentsOverItsAd.self, inputReachesAppUnderAd: true),
      levelGame(LevelReplaysLastAd.self),
      levelGame(LevelSetsDelegateLate.self),
      levelGame(LevelUsesLiveAdUnit.self),
      levelGame(LevelSkipsReloadOnDismiss.self),
      levelGame(LevelIgnoresPresentFailure.self),
      levelGame(LevelStuckAfterLoadFailure.self),
      levelGame(LevelRetriesAtOnce.self),
      levelGame(LevelShowsAdOnLoad.self),
      levelGame(LevelNeverShowsAds.self),
      levelGame(LevelPresentsFromDetachedController.self),
      levelGame(LevelWaitsForAd.self),
      levelGame(LevelShowsExpiredAd.self),
      levelGame(LevelShowsOwedAd.self),
      levelGame(LevelAgesAdInPlayTime.self),
      levelGame(LevelRefreshesAdOnForeground.self),
      coinGame(CoinsPresentsOverItsAd.self, askReachesAppUnderAd: true),
      coinGame(CoinsReplaysLastAd.self),
      coinGame(CoinsSetsDelegateLate.self),
      coinGame(CoinsUsesLiveAdUnit.self),
      coinGame(CoinsRewardOnDismiss.self),
      coinGame(CoinsRewardOnlyWhileShowing.self),
      coinGame(CoinsSettleRewardInTask.self),
      coinGame(CoinsRewardFailedPresent.self),
      coinGame(CoinsShowsAdOnLoad.self),
      coinGame(CoinsSkipsReloadOnDismiss.self),
      coinGame(CoinsIgnoresPresentFailure.self),
      coinGame(CoinsStuckAfterLoadFailure.self),
      coinGame(CoinsRetriesAtOnce.self),
      coinGame(CoinsShowsExpiredAd.self),
      coinGame(CoinsPlaysAdWhenItArrives.self),
      coinGame(CoinsWaitOutNetworkError.self),
      bonusRound(BonusPresentsOverItsAd.self, inputReachesAppUnderAd: true),
      bonusRound(BonusReplaysLastAd.self),
      bonusRound(BonusSetsDelegateLate.self),
      bonusRound(BonusUsesLiveAdUnit.self),
      bonusRound(BonusRewardOnDismiss.self),
      bonusRound(BonusRewardOnlyWhileShowing.self),
      bonusRound(BonusRewardFailedPresent.self),
      bonusRound(BonusRushesIntro.self),
      bonusRound(BonusIgnoresDecline.self),
      bonusRound(BonusSkipsReloadOnDismiss.self),
      bonusRound(BonusIgnoresPresentFailure.self),
      bonusRound(BonusStuckAfterLoadFailure.self),
      bonusRound(BonusRetriesAtOnce.self),
      bonusRound(BonusShowsExpiredAd.self),
      bonusRound(BonusCountsDownInBackground.self),
      bonusRound(BonusIgnoresLateDecline.self),
      bonusRound(BonusRefreshesAdOnForeground.self),
      consentScreen(ConsentSkipsUpdate.self),
      consentScreen(ConsentLoadsFirst.self),
      consentScreen(ConsentNativeLoadsFirst.self),
      consentScreen(ConsentIgnoresDenial.self),
      consentScreen(ConsentHidesPrivacyOptions.self),
      consentScreen(ConsentNeverStartsAfterAnswer.self),
      consentScreen(ConsentWaitsForUpdate.self),
      consentScreen(ConsentTrustsEarlierConsent.self),
      consentScreen(ConsentHidesPrivacyAfterDecline.self),
      adaptiveBanner(AdaptiveBannerUsesLiveAdUnit.self),
      adaptiveBanner(AdaptiveBannerSizedForWiderScreen.self),
      adaptiveBanner(AdaptiveBannerIgnoresRotation.self),
      adaptiveBanner(AdaptiveBannerOverContent.self),
      adaptiveBanner(AdaptiveBannerNeverPauses.self),
      adaptiveBanner(AdaptiveBannerStaysPaused.self),
      adaptiveBanner(AdaptiveBannerRestartsOnRotation.self),
      native(NativeCompactInLandscape.self),
      native(NativeRefreshSetsAdFirst.self),
      adaptiveBanner(AdaptiveBannerMakesRoomOnArrival.self),
    ] + swiftUIFaulty

  /// Every bundled client with its declaration, as the `adconform` command runs them.
  public static let catalog = SubjectCatalogue(entries: all)

  /// The fixture with the name, if any.
  public static func fixture(named name: String) -> Fixture? {
    all.first { $0.subject.name == name }
  }

  /// A fixture for the article screen or one of its faulty variants.
  /// A fixture for the level game that shows Google interstitials, or a faulty twin.
  ///
  /// - Parameter inputReachesAppUnderAd: Whether the game's breaks also come while an ad
  ///   covers its screen (its level clock runs on), so a break can come over an ad.
  static func levelGame<Screen: LevelGameViewController>(
    _ type: Screen.Type, inputReachesAppUnderAd: Bool = false
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleInterstitialScreen(
        _typeName(type, qualified: false), readsTimeFromContext: true, naturalBreak: { $0.endLevel() },
        contentProgress: { $0.level }, inputReachesAppUnderAd: inputReachesAppUnderAd,
        makeScreen: { (context: Subject.Context) -> Screen in
          let screen = type.init()
          screen.now = context.now
          return screen
        }))
  }

  /// A fixture for the coin game that offers Google rewarded ads, or a faulty twin.
  ///
  /// - Parameter askReachesAppUnderAd: Whether the game also offers the reward from outside
  ///   its screen, so the user can ask while an ad covers it.
  static func coinGame<Screen: CoinGameViewController>(
    _ type: Screen.Type, askReachesAppUnderAd: Bool = false
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleRewardedScreen(
        _typeName(type, qualified: false), readsTimeFromContext: true, userAsksToWatch: { $0.watchVideo() },
        askReachesAppUnderAd: askReachesAppUnderAd, rewardsGranted: { $0.coins },
        makeScreen: { (context: Subject.Context) -> Screen in
          let screen = type.init()
          screen.now = context.now
          return screen
        }))
  }

  /// A fixture for the game that offers Google rewarded interstitials, or a faulty twin.
  ///
  /// - Parameter inputReachesAppUnderAd: Whether the game's breaks also come while an ad
  ///   covers its screen, so a break can come over an ad.
  static func bonusRound<Screen: BonusRoundViewController>(
    _ type: Screen.Type, inputReachesAppUnderAd: Bool = false
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleRewardedInterstitialScreen(
        _typeName(type, qualified: false), readsTimeFromContext: true, naturalBreak: { $0.gameOver() },
        rewardsGranted: { $0.coins }, inputReachesAppUnderAd: inputReachesAppUnderAd,
        makeScreen: { (context: Subject.Context) -> Screen in
          let screen = type.init()
          screen.now = context.now
          return screen
        }))
  }

  /// A fixture that judges a game's consent gathering, named after the game with `consent`
  /// added, beside the game's own fixture for its ad format.
  static func consentScreen<Screen: ConsentGatheringScreen>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleConsentScreen(
        "\(_typeName(type, qualified: false)).consent", privacyOptionsOffered: { $0.isPrivacySettingsEnabled },
        openPrivacyOptions: { $0.privacySettingsTapped() }, makeScreen: { _ in type.init() }))
  }

  /// A fixture for the feed with Google native ads among its rows, or a faulty twin.
  static func nativeFeed<Screen: NativeFeedViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(type, subject: .googleNativeScreen(_typeName(type, qualified: false), makeScreen: { _ in type.init() }))
  }

  /// A fixture for the screen with a Google native ad, or a faulty twin.
  static func native<Screen: NativeAdvancedViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(type, subject: .googleNativeScreen(_typeName(type, qualified: false), makeScreen: { _ in type.init() }))
  }

  /// A fixture for the screen with a Google adaptive banner, or a faulty twin.
  static func adaptiveBanner<Screen: AdaptiveBannerViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleBannerScreen(
        _typeName(type, qualified: false), activitiesRunning: { $0.isAnimating }, contentViews: { [$0.contentView] },
        makeScreen: { _ in type.init() }))
  }

  /// A fixture for the reader that shows Google interstitials between articles, or a faulty twin.
  static func articleInterstitial<Screen: ArticleInterstitialController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleInterstitialScreen(
        _typeName(type, qualified: false), readsTimeFromContext: true, naturalBreak: { $0.finishArticle() },
        contentProgress: { $0.articlesRead },
        makeScreen: { (context: Subject.Context) -> Screen in
          let screen = type.init()
          screen.now = context.now
          return screen
        }))
  }

  static func article<Screen: ArticleViewController>(
    _ type: Screen.Type, adScreens: Subject.AdScreens = .one
  ) -> Fixture {
    Fixture(
      type,
      subject: .iAdBannerScreen(
        _typeName(type, qualified: false), adScreens: adScreens, devices: .init(iOS: 5),
        activitiesRunning: { $0.isAnimating },
        recreatableMemory: { $0.pageCacheBytes },
        urgentEvent: { $0.handleIncomingCall() },
        busyMoment: { ($0 as? BusyMomentReporting)?.beginBusyMoment() },
        makeScreen: { _ in type.init() }))
  }

  /// A fixture for the round-break game or one of its faulty variants.
  static func game<Screen: RoundBreakGameViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .iAdInterstitialScreen(
        _typeName(type, qualified: false), presentation: .modal, devices: .init(iOS: 5),
        transition: { $0.finishRound() },
        contentProgress: { $0.round },
        activitiesRunning: { $0.isPlaying },
        recreatableMemory: { $0.artCacheBytes },
        urgentEvent: { $0.handleIncomingCall() },
        busyMoment: { ($0 as? BusyMomentReporting)?.beginBusyMoment() },
        makeScreen: { _ in type.init() }))
  }

  /// A fixture for the splash app or one of its faulty variants, on the harness's clock.
  static func splash<App: SplashAppDelegate>(_ type: App.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleAppOpen(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 10 },
        makeApp: { context in type.init(now: context.now, clock: context.clock) }))
  }

  /// A fixture for the Swift 3-style high-score screen (an iOS 7 app) or its faulty twin.
  static func swift3Banner<Screen: Swift3BannerViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .iAdBannerScreen(
        _typeName(type, qualified: false), devices: .init(iOS: 7),
        activitiesRunning: { $0.isMusicPlaying },
        recreatableMemory: { $0.artworkCacheBytes },
        urgentEvent: { $0.phoneCallArrived() },
        makeScreen: { _ in type.init() }))
  }

  /// A fixture for the Swift 3-style level game (an iOS 7 phone app) or its faulty twin.
  static func swift3Level<Screen: Swift3LevelViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .iAdInterstitialScreen(
        _typeName(type, qualified: false), presentation: .modal, devices: .init(idioms: [.phone], iOS: 7),
        transition: { $0.levelCompleted() },
        contentProgress: { $0.level },
        activitiesRunning: { $0.isGameRunning },
        recreatableMemory: { $0.textureCacheBytes },
        urgentEvent: { $0.phoneCallArrived() },
        makeScreen: { _ in type.init() }))
  }

  /// A fixture for the key-window app delegate or its faulty twin; it has no loading screen.
  static func keyWindow<App: KeyWindowAppOpenAppDelegate>(_ type: App.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleAppOpen(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        isLoadingScreenUp: { _ in false }, returningUser: { $0.previousOpens = 10 },
        makeApp: { context in type.init(now: context.now) }))
  }

  /// A fixture for the countdown splash app or its faulty twin.
  static func countdown<App: CountdownSplashAppDelegate>(_ type: App.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleAppOpen(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        isLoadingScreenUp: { $0.isSplashScreenUp }, returningUser: { $0.previousOpens = 10 },
        makeApp: { context in type.init(now: context.now) }))
  }

  /// A fixture for the delayed-retry manager or its faulty twin, kept by its app delegate;
  /// the app has no loading screen.
  static func delayedRetry<Manager: DelayedRetryAppOpenManager>(_ type: Manager.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleAppOpen(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        isLoadingScreenUp: { _ in false }, returningUser: { $0.previousOpens = 10 },
        makeApp: { context in DelayedRetryAppDelegate(appOpenManager: type.init(now: context.now)) }))
  }

  /// A fixture for the sleeping async app or its faulty twin.
  static func sleeping<App: SleepingAppOpenAppDelegate>(_ type: App.Type) -> Fixture {
    Fixture(
      type,
      subject: .googleAppOpen(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 10 },
        makeApp: { context in type.init(now: context.now) }))
  }

  /// A fixture for the paged magazine or one of its faulty variants.
  static func magazine<Screen: MagazineViewController>(_ type: Screen.Type) -> Fixture {
    Fixture(
      type,
      subject: .iAdInterstitialScreen(
        _typeName(type, qualified: false), presentation: .page, devices: .init(iOS: 5),
        transition: { $0.turnPage() },
        contentProgress: { $0.pagesTurned },
        activitiesRunning: { $0.isAnimating },
        recreatableMemory: { $0.renderCacheBytes },
        urgentEvent: { $0.handleIncomingCall() },
        busyMoment: { ($0 as? BusyMomentReporting)?.beginBusyMoment() },
        makeScreen: { _ in type.init() }))
  }
}

import AdContracts
import AdSimulation
import ExampleClients
import FakeUIKit

/// The clients of the precondition tests as subjects, each with the probes and hooks its
/// rules ask for, so that only the state under test is missing.
enum PreconditionSubjects {
  // MARK: Banner screens

  /// A screen that makes no banner.
  static let noBanner = Subject.iAdBannerScreen(
    "NoBannerScreen", devices: .init(iOS: 5), activitiesRunning: { _ in true }, recreatableMemory: { _ in 1 << 20 },
    urgentEvent: { _ in }, makeScreen: { _ in NoBannerScreen() })

  /// A screen that makes its banner 1 s after it appears.
  static let bannerAfterOneSecond = Subject.iAdBannerScreen("BannerMadeLateScreen(1 s)") { context in
    BannerMadeLateScreen(clock: context.clock, delay: .seconds(1))
  }

  /// A screen that makes its banner 3 s after it appears.
  static let bannerAfterThreeSeconds = Subject.iAdBannerScreen("BannerMadeLateScreen(3 s)") { context in
    BannerMadeLateScreen(clock: context.clock, delay: .seconds(3))
  }

  /// A screen whose banner never comes on screen.
  static let bannerNeverShown = article(BannerNeverShownScreen.self)

  /// The same screen on every screen with ads of an app with several.
  static let bannerNeverShownOnEveryScreen = article(
    BannerNeverShownScreen.self, name: "BannerNeverShownScreen(several)", adScreens: .several)

  /// A screen whose delegate refuses every action.
  static let refusingArticle = article(RefusingArticleScreen.self)

  /// A screen whose activities never run.
  static let stillArticle = Subject.iAdBannerScreen(
    "StillArticleScreen", activitiesRunning: { $0.isRunningAnything },
    recreatableMemory: { $0.pageCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    makeScreen: { _ in StillArticleScreen() })

  /// A screen whose busy moment stops its activities.
  static let busyPausingArticle = Subject.iAdBannerScreen(
    "BusyPausingArticleScreen", activitiesRunning: { $0.isReading },
    recreatableMemory: { $0.pageCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    busyMoment: { $0.beginBusyMoment() }, makeScreen: { _ in BusyPausingArticleScreen() })

  /// A screen that holds no recreatable memory.
  static let cachelessArticle = Subject.iAdBannerScreen(
    "CachelessArticleScreen", activitiesRunning: { $0.isAnimating },
    recreatableMemory: { $0.cacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    makeScreen: { _ in CachelessArticleScreen() })

  /// A screen that hides its banner in landscape.
  static let portraitBanner = article(PortraitBannerScreen.self)

  /// A screen that hides its banner after one action.
  static let bannerGoneAfterAction = article(BannerGoneAfterActionScreen.self)

  /// A conforming article screen: its delegate allows every action.
  static let allowingArticle = article(ArticleViewController.self, name: "AllowingArticleScreen")

  static func article<Screen: ArticleViewController>(
    _ type: Screen.Type, name: String? = nil, adScreens: Subject.AdScreens = .one
  ) -> Subject {
    .iAdBannerScreen(
      name ?? String(describing: type), adScreens: adScreens,
      activitiesRunning: { $0.isAnimating }, recreatableMemory: { $0.pageCacheBytes },
      urgentEvent: { $0.handleIncomingCall() }, makeScreen: { _ in type.init() })
  }

  // MARK: Full-screen ad screens

  /// A game that makes no full-screen ad.
  static let noAdGame = Subject.iAdInterstitialScreen(
    "NoAdGame", presentation: .modal, transition: { $0.finishRound() },
    contentProgress: { $0.round }, makeScreen: { _ in NoAdGame() })

  /// A game that makes its first ad at its second break.
  static let lateAdsGame = Subject.iAdInterstitialScreen(
    "LateAdsGame", presentation: .modal, transition: { $0.finishRound() },
    contentProgress: { $0.round }, makeScreen: { _ in LateAdsGame() })

  /// A game that presents each ad as it loads.
  static let gamePresentsWhenLoaded = game(GamePresentsWhenLoaded.self)

  /// A game whose menu banner takes the first ad response.
  static let gameWithMenuBanner = game(GameWithMenuBanner.self)

  /// A conforming game, which pauses for its modal ads.
  static let roundBreakGame = game(RoundBreakGameViewController.self, name: "PausingRoundBreakGame")

  /// A magazine that never presents an ad.
  static let magazineWithoutAdPages = magazine(MagazineWithoutAdPages.self)

  /// A magazine whose delegate refuses every action.
  static let refusingMagazine = magazine(RefusingMagazine.self)

  /// A magazine whose activities never run.
  static let stillMagazine = Subject.iAdInterstitialScreen(
    "StillMagazine", presentation: .page, transition: { $0.turnPage() },
    contentProgress: { $0.pagesTurned }, activitiesRunning: { $0.isRunningAnything },
    recreatableMemory: { $0.renderCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    makeScreen: { _ in StillMagazine() })

  /// A magazine that holds no recreatable memory.
  static let cachelessMagazine = Subject.iAdInterstitialScreen(
    "CachelessMagazine", presentation: .page, transition: { $0.turnPage() },
    contentProgress: { $0.pagesTurned }, activitiesRunning: { $0.isAnimating },
    recreatableMemory: { $0.cacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    makeScreen: { _ in CachelessMagazine() })

  /// A magazine that cancels every covering action after 5 s.
  static let magazineCutsActionsShort = Subject.iAdInterstitialScreen(
    "MagazineCutsActionsShort", presentation: .page, transition: { $0.turnPage() },
    contentProgress: { $0.pagesTurned }, activitiesRunning: { $0.isAnimating },
    recreatableMemory: { $0.renderCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
    makeScreen: { (context: Subject.Context) -> MagazineCutsActionsShort in
      let magazine = MagazineCutsActionsShort()
      magazine.clock = context.clock
      return magazine
    })

  /// A magazine that cannot turn past its ad page.
  static let magazineEndingOnAd = magazine(MagazineEndingOnAd.self)

  /// A magazine that hides the ad page after one action.
  static let magazineHidesAdAfterAction = magazine(MagazineHidesAdAfterAction.self)

  static func game<Screen: RoundBreakGameViewController>(_ type: Screen.Type, name: String? = nil) -> Subject {
    .iAdInterstitialScreen(
      name ?? String(describing: type), presentation: .modal, transition: { $0.finishRound() },
      contentProgress: { $0.round }, activitiesRunning: { $0.isPlaying },
      recreatableMemory: { $0.artCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
      makeScreen: { _ in type.init() })
  }

  static func magazine<Screen: MagazineViewController>(_ type: Screen.Type) -> Subject {
    .iAdInterstitialScreen(
      String(describing: type), presentation: .page, transition: { $0.turnPage() },
      contentProgress: { $0.pagesTurned }, activitiesRunning: { $0.isAnimating },
      recreatableMemory: { $0.renderCacheBytes }, urgentEvent: { $0.handleIncomingCall() },
      makeScreen: { _ in type.init() })
  }

  // MARK: App open apps

  /// An app that never loads.
  static let neverLoading = app(NeverLoadingApp.self) { NeverLoadingApp(clock: $0) }
  /// An app that loads from a live unit.
  static let liveUnit = app(LiveUnitApp.self) { LiveUnitApp(clock: $0) }
  /// An app that never presents.
  static let neverPresenting = app(NeverPresentingApp.self) { NeverPresentingApp(clock: $0) }
  /// An app that presents each ad as it loads.
  static let showsOnArrival = app(ShowsOnArrivalApp.self) { ShowsOnArrivalApp(clock: $0) }
  /// An app whose loading screen stays up.
  static let endlessLoadingScreen = app(EndlessLoadingScreenApp.self) { EndlessLoadingScreenApp(clock: $0) }

  static func app<App: ForegroundAdApp>(
    _ type: App.Type, make: @escaping @MainActor @Sendable (VirtualClock) -> App
  ) -> Subject {
    .googleAppOpen(
      String(describing: type), readsTimeFromContext: true,
      isLoadingScreenUp: { $0.isLoadingScreenUp }, makeApp: { context in make(context.clock) })
  }

  // MARK: Google rewarded interstitials

  /// The bonus-round game with a break the app never acts on: no introduction and no ad
  /// come at the break.
  static let bonusRoundWithoutBreaks = Subject.googleRewardedInterstitialScreen(
    "BonusRoundWithoutBreaks", naturalBreak: { _ in }
  ) { _ in BonusRoundViewController() }
}

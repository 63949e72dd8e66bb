import AdContracts

// The independent clients of Google's live formats, in the shapes of Google's samples.
extension IndependentClient {
  // MARK: Google interstitials

  static let googleInterstitial: [IndependentClient] = [
    IndependentClient(
      subject: .googleInterstitialScreen(
        "TriviaViewController", readsTimeFromContext: true, naturalBreak: { $0.roundEnded() },
        contentProgress: { $0.round }
      ) { context in TriviaViewController(now: context.now) },
      // A quiz round ends when the user answers, on the app's own screen, which the ad
      // covers: no second break comes while an ad is up.
      expected: verdicts(.googleInterstitial, ["gma.interstitial.single-presentation": .notApplicable]),
      knownWrong: [])
  ]

  // MARK: Google banners

  static let googleBanner: [IndependentClient] = [
    IndependentClient(
      subject: .googleBannerScreen(
        "TrailMapViewController", activitiesRunning: { $0.isTrackingLocation }, contentViews: { [$0.mapView] }
      ) { _ in TrailMapViewController() },
      expected: verdicts(.googleBanner),
      knownWrong: []),
    IndependentClient(
      subject: .googleBannerScreen(
        "BugTrailMapPinsMapOverBanner", activitiesRunning: { $0.isTrackingLocation }, contentViews: { [$0.mapView] }
      ) { _ in BugTrailMapPinsMapOverBanner() },
      expected: verdicts(.googleBanner, ["gma.banner.not-covering-content": .warn]),
      knownWrong: []),
  ]

  // MARK: Google rewarded ads

  static let googleRewarded: [IndependentClient] = [
    IndependentClient(
      subject: .googleRewardedScreen(
        "GemShopViewController", readsTimeFromContext: true, userAsksToWatch: { $0.userTapsWatch() },
        rewardsGranted: { $0.viewModel.gems }
      ) { context in GemShopViewController(now: context.now) },
      // The shop's only way to ask is its button, which the ad on screen covers, so no
      // second ask can come while an ad is up, and its view model needs no "already
      // showing" guard, as Google's SwiftUI sample has none.
      expected: verdicts(.googleRewarded, ["gma.rewarded.single-presentation": .notApplicable]),
      knownWrong: [])
  ]

  // MARK: Google consent

  static let googleConsent: [IndependentClient] = [
    IndependentClient(
      subject: .googleConsentScreen(
        "WeatherNewsViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
        openPrivacyOptions: { $0.privacySettingsTapped() }
      ) { _ in WeatherNewsViewController() },
      expected: verdicts(.googleConsent),
      knownWrong: [])
  ]

  // MARK: Google rewarded interstitials

  static let googleRewardedInterstitial: [IndependentClient] = [
    IndependentClient(
      subject: .googleRewardedInterstitialScreen(
        "RacingViewController", readsTimeFromContext: true, naturalBreak: { $0.raceFinished() },
        rewardsGranted: { $0.fuel }, isIntroShowing: { $0.isIntroShowing }, declineIntro: { $0.skipIntro() }
      ) { context in RacingViewController(now: context.now) },
      // A race ends when the user finishes it, on the app's own screen, which the ad
      // covers: no second break comes while an ad is up.
      expected: verdicts(
        .googleRewardedInterstitial, ["gma.rewarded-interstitial.single-presentation": .notApplicable]),
      knownWrong: [])
  ]

  // MARK: Google native ads

  static let googleNative: [IndependentClient] = [
    IndependentClient(
      subject: .googleNativeScreen("RecipeNativeAdViewController") { _ in
        RecipeNativeAdViewController(
          recipe: Recipe(title: "Lemon pasta", summary: "Bright and quick.", steps: ["Boil", "Toss", "Serve"]))
      },
      // The screen never sets a delegate on its native ads.
      expected: verdicts(
        .googleNative,
        ["gma.native.delegate-set-before-shown": .notApplicable, "gma.native.row-keeps-its-ad": .notApplicable]),
      knownWrong: []),
    IndependentClient(
      subject: .googleNativeScreen("GalleryNativeAdsController") { _ in GalleryNativeAdsController() },
      // Its ad views carry no "Ad" badge: the policy's attribution is missing. Its body
      // label, two lines of 13-point text beside a 100-point button, shows about 54
      // characters of a body the policy lets an app cut to 90 and no shorter.
      expected: verdicts(
        .googleNative,
        [
          "gma.native.attribution-shown": .fail, "gma.native.text-not-truncated": .fail,
          "gma.native.row-keeps-its-ad": .notApplicable,
        ]),
      knownWrong: []),
    IndependentClient(
      subject: .googleNativeScreen("NewsFeedNativeAdsViewController") { _ in NewsFeedNativeAdsViewController() },
      // Five ads loaded up front and kept among the feed's items; every dequeued ad cell is
      // filled from its row's ad before nativeAd is set: each row keeps its ad.
      expected: verdicts(.googleNative, [:]),
      knownWrong: []),
    IndependentClient(
      subject: .googleNativeScreen("ShopFeedNativeAdsController") { _ in ShopFeedNativeAdsController() },
      // One ad per slot, loaded when the slot first shows and kept by row; a reused cell
      // clears its nativeAd in prepareForReuse, so a slot still waiting shows no old ad.
      expected: verdicts(.googleNative, [:]),
      knownWrong: []),
    IndependentClient(
      subject: .googleNativeView("ArticleWithNativeAdView") { _ in ArticleWithNativeAdView() },
      // Its representable's native ad view has no "Ad" badge, and the view model sets no
      // delegate on its ads.
      expected: verdicts(
        .googleNative,
        [
          "gma.native.attribution-shown": .fail, "gma.native.delegate-set-before-shown": .notApplicable,
          "gma.native.row-keeps-its-ad": .notApplicable,
        ]),
      knownWrong: []),
  ]
}

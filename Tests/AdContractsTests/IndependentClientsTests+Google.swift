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
}

import AdContracts
import FakeUIKit
import Testing

// Google's samples with the v12 names, each plugged in through the public subject API with
// hooks made of the sample's own button and timer actions, and judged rule by rule.

// MARK: - Hooks

extension InterstitialSampleViewController {
  /// The natural break, as a user reaches it: Play Again if the last game is over, the
  /// countdown's own tick run until the game ends, then OK on the Game Over alert.
  func userReachesGameOver() {
    if gameState == .ended, !playAgainButton.isHidden { playAgain(playAgainButton) }
    while gameState == .playing, let timer { decrementTimeLeft(timer) }
    tapAlertAction(titled: "OK", on: self)
  }
}

// MARK: - Subjects

let v12Interstitial = Subject.googleInterstitialScreen(
  "InterstitialSampleViewController", naturalBreak: { $0.userReachesGameOver() }
) { _ in InterstitialSampleViewController() }

let v12InterstitialConsent = Subject.googleConsentScreen(
  "InterstitialSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in InterstitialSampleViewController() }

let v12Rewarded = Subject.googleRewardedScreen(
  "RewardedSampleViewController", userAsksToWatch: { $0.watchVideo($0.watchVideoButton) },
  rewardsGranted: { $0.coinCount }
) { _ in RewardedSampleViewController() }

let v12RewardedInterstitial = Subject.googleRewardedInterstitialScreen(
  "RewardedInterstitialSampleGameViewController",
  naturalBreak: { screen in
    if !screen.playAgainButton.isHidden { screen.playAgain(screen.playAgainButton) }
  }
) { _ in RewardedInterstitialSampleGameViewController() }

let v12Banner = Subject.googleBannerScreen("BannerSampleViewController") { _ in
  BannerSampleViewController()
}

let v12BannerConsent = Subject.googleConsentScreen(
  "BannerSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in BannerSampleViewController() }

let v12CollapsibleBanner = Subject.googleBannerScreen("CollapsibleBannerSampleViewController") { _ in
  CollapsibleBannerSampleViewController()
}

let v12AppOpen = Subject.appOpen(
  "AppOpenSampleAppDelegate", readsTimeFromContext: false,
  isLoadingScreenUp: { $0.window?.rootViewController is AppOpenSampleSplashViewController }
) { (_: Subject.Context) -> AppOpenSampleAppDelegate in
  // What the app's Main storyboard does on a device: its navigation controller scene, and
  // a window whose root is the splash, its initial scene.
  UIStoryboard.register(
    name: "Main",
    scenes: ["NavigationController": { UINavigationController(rootViewController: AppOpenSampleMainViewController()) }])
  let app = AppOpenSampleAppDelegate()
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = AppOpenSampleSplashViewController()
  window.makeKeyAndVisible()
  app.window = window
  return app
}

// MARK: - Tests

@Suite("Google's samples, v12 names")
struct V12SampleTests {
  @Test func interstitial() async {
    await expectVerdicts(of: v12Interstitial, VerdictTable(catalogue: GoogleInterstitialContracts.all, exceptions: [:]))
  }

  @Test func interstitialConsent() async {
    await expectVerdicts(of: v12InterstitialConsent, VerdictTable(catalogue: GoogleConsentContracts.all, exceptions: [:]))
  }

  @Test func rewarded() async {
    await expectVerdicts(of: v12Rewarded, VerdictTable(catalogue: GoogleRewardedContracts.all, exceptions: [:]))
  }

  @Test func rewardedInterstitial() async {
    await expectVerdicts(
      of: v12RewardedInterstitial,
      VerdictTable(catalogue: GoogleRewardedInterstitialContracts.all, exceptions: [:]))
  }

  @Test func banner() async {
    await expectVerdicts(of: v12Banner, VerdictTable(catalogue: GoogleBannerContracts.all, exceptions: [:]))
  }

  @Test func bannerConsent() async {
    await expectVerdicts(of: v12BannerConsent, VerdictTable(catalogue: GoogleConsentContracts.all, exceptions: [:]))
  }

  @Test func collapsibleBanner() async {
    await expectVerdicts(of: v12CollapsibleBanner, VerdictTable(catalogue: GoogleBannerContracts.all, exceptions: [:]))
  }

  @Test func appOpen() async {
    await expectVerdicts(of: v12AppOpen, VerdictTable(catalogue: AppOpenContracts.all, exceptions: [:]))
  }
}

import AdContracts
import AdSimulation
import FakeSwiftUI
import FakeUserMessagingPlatform

/// The whole game as the harness launches it, through its delegate adaptor; it shows no
/// loading screen.
public let tapRushApp = Subject.googleAppOpen(
  "TapRushApp", app: TapRushApp.self, readsTimeFromContext: true,
  isLoadingScreenUp: { (_: TapRushAppDelegate) in false }
) { (context: Subject.Context) -> TapRushAppDelegate in
  TapRushAppOpenAdManager.shared.now = { context.now() }
  return TapRushAppDelegate()
}

/// The game screen after the app's own launch (consent, then the SDK's start), as the
/// game loads only once `canRequestAds` allows and consent lives in the app delegate.
public let tapRushGame = Subject.googleRewardedInterstitialView(
  "TapRushGame", readsTimeFromContext: true, appBreaksWithin: .seconds(15),
  userCarriesOn: { $0.tapButton(titled: "Next level") },
  rewardsGranted: { SwiftUIUser.stateObject(TapRushGameViewModel.self, of: $0)?.bonusCoins ?? 0 }
) { context in
  launchTapRush(context)
  return TapRushGameView()
}

/// The game screen for a returning user whose consent was not required last time, so
/// ads may be requested as soon as the launch asks for the update.
public let tapRushGameReturningUser = Subject.googleRewardedInterstitialView(
  "TapRushGameReturningUser", readsTimeFromContext: true, appBreaksWithin: .seconds(15),
  userCarriesOn: { $0.tapButton(titled: "Next level") },
  rewardsGranted: { SwiftUIUser.stateObject(TapRushGameViewModel.self, of: $0)?.bonusCoins ?? 0 }
) { context in
  ConsentBehaviour.set(
    ConsentBehaviour(previousSession: .notRequired), in: Simulation.required(by: "TapRushGameReturningUser"))
  launchTapRush(context)
  return TapRushGameView()
}

/// The consent rules over the app's launch and its root view.
public let tapRushConsent = Subject.googleConsentView(
  "TapRushConsent",
  privacyOptionsOffered: { $0.buttonTitles.contains("Privacy settings") },
  openPrivacyOptions: { $0.tapButton(titled: "Privacy settings") }
) { context in
  launchTapRush(context)
  return TapRushContentView()
}

/// Runs the app delegate's launch, as `@UIApplicationDelegateAdaptor` does on a device.
@MainActor private func launchTapRush(_ context: Subject.Context) {
  TapRushAppOpenAdManager.shared.now = { context.now() }
  let delegate = context.shared { TapRushAppDelegate() }
  _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
}

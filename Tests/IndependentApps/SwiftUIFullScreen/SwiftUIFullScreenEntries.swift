import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIFullScreenEntries: [SubjectCatalogue.Entry] = [
    .init(
      subject: swiftUIQuizInterstitial, violates: [],
      summary: "SwiftUI quiz whose @StateObject ad model shows an interstitial at Next quiz (v12, async load)."),
    .init(
      subject: swiftUICoinStoreRewarded, violates: [],
      summary: "SwiftUI coin store offering a rewarded ad while one is loaded, paying in the earn handler."),
    .init(
      subject: swiftUICoinStorePaysOnClose, violates: ["gma.rewarded.rewards-whatever-the-order"],
      summary: "SwiftUI coin store paying a noted reward from .onChange as the ad closes, losing a late one."),
    .init(
      subject: swiftUINotesAppOpen, violates: [],
      summary: "SwiftUI notes App showing app open ads from .onChange(of: scenePhase) through a singleton manager."),
    .init(
      subject: swiftUINotesAppOpenEager, violates: [], explorationFinds: ["gma.app-open.single-load"],
      summary: "SwiftUI notes App loading at every active phase even with an unused ad in hand (a new user's opens)."),
    .init(
      subject: tapRushApp, violates: ["gma.app-open.waits-for-returning-users"],
      explorationFinds: ["gma.app-open.loads-when-unavailable", "gma.app-open.recovers-after-load-failure"],
      summary: "SwiftUI tapping game App, UMP consent in its delegate adaptor, app open ads from a singleton on scenePhase."),
    .init(
      subject: tapRushGame, violates: [], unverifiable: ["gma.rewarded-interstitial.never-presents-expired"],
      explorationFinds: ["gma.rewarded-interstitial.never-presents-expired"],
      summary: "The game's screen: a rewarded interstitial offered between levels behind a countdown alert on the game's Timer."),
    .init(
      subject: tapRushGameReturningUser, violates: [], unverifiable: ["gma.rewarded-interstitial.never-presents-expired"],
      explorationFinds: ["gma.rewarded-interstitial.never-presents-expired"],
      summary: "The game's screen for a returning user whose consent was not required last time."),
    .init(
      subject: tapRushConsent, violates: [],
      summary: "The game's consent: an update at every launch, the form if required, a privacy settings button."),
  ]
}

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
  ]
}

import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIFullScreenEntries: [SubjectCatalog.Entry] = [
    .init(
      subject: swiftUIQuizInterstitial, violates: [],
      summary: "SwiftUI quiz whose @StateObject ad model shows an interstitial at Next quiz (v12, async load)."),
    .init(
      subject: swiftUICoinStoreRewarded, violates: [],
      summary: "SwiftUI coin store offering a rewarded ad while one is loaded, paying in the earn handler."),
    .init(
      subject: swiftUICoinStorePaysOnClose, violates: ["gma.rewarded.rewards-whatever-the-order"],
      summary: "SwiftUI coin store paying a noted reward from .onChange as the ad closes, losing a late one."),
  ]
}

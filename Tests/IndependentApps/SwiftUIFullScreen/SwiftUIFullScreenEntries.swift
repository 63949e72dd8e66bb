import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIFullScreenEntries: [SubjectCatalog.Entry] = [
    .init(
      subject: swiftUIQuizInterstitial, violates: [],
      summary: "SwiftUI quiz whose @StateObject ad model shows an interstitial at Next quiz (v12, async load)."),
  ]
}

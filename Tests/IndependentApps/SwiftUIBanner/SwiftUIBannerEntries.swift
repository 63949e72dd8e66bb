import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIBannerEntries: [SubjectCatalog.Entry] = []
}

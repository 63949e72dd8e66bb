import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIFullScreenEntries: [SubjectCatalog.Entry] = []
}

import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIBannerEntries: [SubjectCatalog.Entry] = [
    .init(
      subject: swiftUIRecipeBox, violates: [],
      summary: "SwiftUI recipe list over an anchored adaptive banner sized by a geometry reader, shown once its ad arrives."),
  ]
}

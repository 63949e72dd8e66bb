import AdContracts

extension IndependentApps {
  /// The SwiftUI apps of this folder, with what their verdict tables say.
  static let swiftUIBannerEntries: [SubjectCatalogue.Entry] = [
    .init(
      subject: swiftUIRecipeBox, violates: [],
      summary: "SwiftUI recipe list over an anchored adaptive banner sized by a geometry reader, shown once its ad arrives."),
    .init(
      subject: swiftUIRecipeBoxLoadOnce, violates: ["gma.banner.reloads-after-rotation"],
      summary: "SwiftUI recipe list whose banner representable loads once, so a rotation keeps the portrait ad."),
    .init(
      subject: swiftUIWeatherNow, violates: [],
      summary: "SwiftUI weather screen whose banner lives in a UIKit controller behind a view controller representable, reloaded on rotation (GAD names)."),
    .init(
      subject: swiftUITrailJournal, violates: [],
      summary: "SwiftUI trail journal whose consent gate, a state object, starts the SDK and lets its banner load once consent allows."),
    .init(
      subject: swiftUITrailJournalEager, violates: ["gma.consent.no-request-before-consent"],
      summary: "SwiftUI trail journal whose banner representable requests an ad in makeUIView, before consent is gathered."),
  ]
}

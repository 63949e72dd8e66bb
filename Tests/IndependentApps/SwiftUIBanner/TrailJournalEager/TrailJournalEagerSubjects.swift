import AdContracts
import FakeSwiftUI

/// The trail journal whose banner representable requests an ad in `makeUIView`, before
/// the consent form has been answered.
public let swiftUITrailJournalEager = Subject.googleConsentView(
  "SwiftUITrailJournalEager",
  privacyOptionsOffered: { $0.buttonTitles.contains("Privacy settings") },
  openPrivacyOptions: { $0.tapButton(titled: "Privacy settings") }
) { _ in TrailJournalEagerView() }

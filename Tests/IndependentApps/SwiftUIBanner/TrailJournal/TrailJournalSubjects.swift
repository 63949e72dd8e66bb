import AdContracts
import FakeSwiftUI

/// The trail journal: a consent gate kept as a state object decides when the SDK starts
/// and the banner loads; a privacy settings button opens the privacy options.
public let swiftUITrailJournal = Subject.googleConsentView(
  "SwiftUITrailJournal",
  privacyOptionsOffered: { $0.buttonTitles.contains("Privacy settings") },
  openPrivacyOptions: { $0.tapButton(titled: "Privacy settings") }
) { _ in TrailJournalView() }

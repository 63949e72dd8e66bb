import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// One hike logged in the trail journal.
struct TrailJournalEntry: Identifiable, Hashable {
  /// The entry's stable identifier.
  let id: Int
  /// The trail's name.
  let trail: String
  /// The distance walked, in kilometres.
  let kilometres: Double

  /// The hikes the journal opens with.
  static let logged: [TrailJournalEntry] = [
    TrailJournalEntry(id: 1, trail: "Ridge loop", kilometres: 8.5),
    TrailJournalEntry(id: 2, trail: "Lake shore", kilometres: 5.0),
    TrailJournalEntry(id: 3, trail: "Old quarry path", kilometres: 11.2),
    TrailJournalEntry(id: 4, trail: "Pine valley", kilometres: 6.7),
  ]
}

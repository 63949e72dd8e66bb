// Not a file of mo-nomz: the app's `User` (purchases and preferences kept in its store) and
// `Configuration` (ids read from its build settings) reduced to the members
// BannerController.swift reads, with values a test sets.

import Foundation

/// What the app knows about its user, as far as the banner asks.
enum User {
  enum Purchase { case removeAds }
  enum Preference { case showAds }

  /// Whether ads have been bought off; a test sets it.
  nonisolated(unsafe) static var hasRemovedAds = false

  static func purchased(_ purchase: Purchase) -> Bool { hasRemovedAds }
  static func preference(_ preference: Preference) -> Bool { true }
}

/// The app's build settings, as far as the banner asks.
enum Configuration {
  static let googleBannerId = "ca-app-pub-3940256099942544/2934735716"
}

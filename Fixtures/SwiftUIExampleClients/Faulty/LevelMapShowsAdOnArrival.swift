import ExampleClients
import FakeSwiftUI
import Foundation

/// The level game that also shows an interstitial from `.onAppear` of each level's screen:
/// the ad lands as the player arrives to play, not at a natural break.
///
/// Breaks `gma.interstitial.not-shown-on-load`.
public struct LevelMapShowsAdOnArrival: View {
  @StateObject private var ads: LevelAds
  @State private var level = 1

  /// A game whose ads read the time from the clock given.
  public init(now: @escaping @MainActor () -> Date = Date.init) {
    _ads = StateObject(wrappedValue: LevelAds(now: now))
  }

  public var body: some View {
    NavigationStack {
      VStack {
        Text("Levels cleared: \(level - 1)")
        NavigationLink("Play level \(level)") {
          LevelPlayView(level: level) {
            ads.showIfReady()
            level += 1
          }
          // The bug: an ad on arrival at the level, whatever the player is about to do.
          .onAppear { ads.showIfReady() }
        }
      }
      .navigationTitle("Map")
    }
    .onAppear { ads.loadIfNeeded() }
  }
}

extension LevelMapShowsAdOnArrival: ExampleClient {
  /// The rule the game breaks.
  nonisolated public static var violates: [String] { ["gma.interstitial.not-shown-on-load"] }
  /// The ad it shows on arrival leaves none loaded at the break that follows.
  nonisolated public static var unverifiable: [String] {
    ["gma.interstitial.shown-at-break"]
  }
  /// What the game does wrong.
  nonisolated public static var summary: String {
    "A SwiftUI level game that shows an interstitial from .onAppear of each level's screen, as the player arrives."
  }
}

import ExampleClients
import FakeSwiftUI
import Foundation

/// A level game written in SwiftUI: a map of levels in a navigation stack, each level a
/// screen of its own, and an interstitial at the end of a level, when the player finishes
/// it. The screen keeps its ad model as a `@StateObject`, made once however often its body
/// is evaluated.
public struct LevelMapView: View {
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
        }
      }
      .navigationTitle("Map")
    }
    .onAppear { ads.loadIfNeeded() }
  }

  /// The number of levels finished: a probe of how far the game has gone.
  @MainActor public static func levelsCleared(_ texts: [String]) -> Int {
    texts.lazy.compactMap { $0.hasPrefix("Levels cleared: ") ? Int($0.dropFirst(16)) : nil }.first ?? 0
  }
}

extension LevelMapView: ExampleClient {
  /// The game keeps every rule.
  nonisolated public static var violates: [String] { [] }
  /// What the game does.
  nonisolated public static var summary: String {
    "A SwiftUI level game that keeps its interstitial model as a @StateObject and shows the ad when a level is finished."
  }
}

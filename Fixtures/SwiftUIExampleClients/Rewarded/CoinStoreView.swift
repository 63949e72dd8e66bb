import ExampleClients
import FakeSwiftUI
import Foundation

/// A coin store written in SwiftUI: the player plays short rounds for a coin each, or
/// watches a rewarded ad for ten. The store keeps its ad model as a `@StateObject` and
/// asks for an ad in `.task` only when it has none, so coming back from a round does not
/// load another over the one in hand.
public struct CoinStoreView: View {
  @StateObject private var wallet = CoinWallet()
  @StateObject private var ads: CoinAds

  /// A store whose ads read the time from the clock given.
  public init(now: @escaping @MainActor () -> Date = Date.init) {
    _ads = StateObject(wrappedValue: CoinAds(now: now))
  }

  public var body: some View {
    NavigationStack {
      VStack {
        Text("Coins: \(wallet.coins)")
        if ads.isReady {
          Button("Watch ad for 10 coins") { ads.watch(crediting: wallet) }
        }
        NavigationLink("Play a round") { RoundView(wallet: wallet) }
      }
      .navigationTitle("Store")
      .task { await ads.loadIfNeeded() }
    }
  }
}

extension CoinStoreView: ExampleClient {
  /// The store keeps every rule.
  nonisolated public static var violates: [String] { [] }
  /// What the store does.
  nonisolated public static var summary: String {
    "A SwiftUI coin store that keeps its rewarded ad model as a @StateObject and loads only when it holds no ad."
  }
}

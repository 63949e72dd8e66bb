import ExampleClients
import FakeSwiftUI
import Foundation

/// The coin store whose ad model is made in `body`: every evaluation (each coin a round
/// pays) makes a new model that loads a new ad, and the one the player had not watched
/// goes with the old model.
///
/// Breaks `gma.rewarded.single-load`.
public struct CoinStoreRemakesAds: View {
  @StateObject private var wallet = CoinWallet()
  private let now: @MainActor () -> Date

  /// A store whose ads read the time from the clock given.
  public init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
  }

  public var body: some View {
    // The bug: a new model, with a new ad request, at every evaluation.
    let ads = CoinAds(now: now)
    NavigationStack {
      VStack {
        Text("Coins: \(wallet.coins)")
        Button("Watch ad for 10 coins") { ads.watch(crediting: wallet) }
        NavigationLink("Play a round") { RoundView(wallet: wallet) }
      }
      .navigationTitle("Store")
      .task { await ads.loadIfNeeded() }
    }
  }
}

extension CoinStoreRemakesAds: ExampleClient {
  /// The rule the store breaks.
  nonisolated public static var violates: [String] { ["gma.rewarded.single-load"] }
  /// What the store does wrong.
  nonisolated public static var summary: String {
    "A SwiftUI coin store that makes its rewarded ad model in body, throwing away the unwatched ad at each evaluation."
  }
}

import ExampleClients
import FakeSwiftUI
import Foundation

/// The coin store whose `.task` loads a rewarded ad every time the store appears: each
/// return from a round asks for another, over the ad the player has not watched yet.
///
/// Breaks `gma.rewarded.single-load`.
public struct CoinStoreReloadsOnAppear: View {
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
      // The bug: a load at every appearance, whatever the model holds.
      .task { await ads.load() }
    }
  }
}

extension CoinStoreReloadsOnAppear: ExampleClient {
  /// The rule the store breaks.
  nonisolated public static var violates: [String] { ["gma.rewarded.single-load"] }
  /// What the store does wrong.
  nonisolated public static var summary: String {
    "A SwiftUI coin store whose .task loads a rewarded ad at every appearance, over the one it holds."
  }
}

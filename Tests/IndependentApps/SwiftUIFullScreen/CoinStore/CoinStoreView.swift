import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The coin store: the balance, a hint to buy, and while an ad is loaded the offer to
/// watch it for coins.
struct CoinStoreView: View {
  @StateObject private var store: CoinStoreModel

  /// Creates the screen; `now` is the clock the store ages its ad by.
  init(now: @escaping () -> Date = Date.init) {
    _store = StateObject(wrappedValue: CoinStoreModel(now: now))
  }

  var body: some View {
    VStack(spacing: 20) {
      Text("\(store.coins) coins")
        .font(.largeTitle)
      Button("Buy hint for \(CoinStoreModel.hintPrice) coins") { store.buyHint() }
      if store.isAdLoaded {
        Button("Watch ad for \(CoinStoreModel.coinsPerAd) coins") { store.watchAd() }
      }
      if let notice = store.notice {
        Text(notice)
      }
      Spacer()
    }
    .padding()
    .navigationTitle("Coin Store")
    .task { await store.prepare() }
  }
}

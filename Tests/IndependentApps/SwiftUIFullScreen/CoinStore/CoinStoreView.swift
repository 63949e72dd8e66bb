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
        // On a device this button also carries `.buttonStyle(.borderedProminent)`;
        // FakeSwiftUI has none ("value of type 'Button<Text>' has no member
        // 'buttonStyle'"), so the nearest code that compiles leaves it out.
        Button("Watch ad for \(CoinStoreModel.coinsPerAd) coins") { store.watchAd() }
      }
      if let notice = store.notice {
        // On a device: `Text(notice).foregroundStyle(.secondary)`; FakeSwiftUI's Text has
        // no foregroundStyle ("value of type 'Text' has no member 'foregroundStyle'").
        Text(notice)
      }
      Spacer()
    }
    .padding()
    .navigationTitle("Coin Store")
    .task { await store.prepare() }
  }
}

import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// The native ad of a SwiftUI screen, in the shape of Google's SwiftUI demo: an observable
/// model that asks a new ad loader for one ad and publishes each ad that arrives.
///
/// The model becomes the ad's delegate before it publishes the ad, so the view that shows
/// it hears its impression.
@MainActor
public final class NativeOfferModel: NSObject, ObservableObject {
  /// The ad to show, once one has arrived.
  @Published public private(set) var nativeAd: NativeAd?
  /// How many impressions the ads recorded.
  @Published public private(set) var impressions = 0
  /// The loader of the last request, kept while it loads.
  private var adLoader: AdLoader?

  /// Asks a new loader for one native ad from Google's native demo unit.
  public func refreshAd() {
    let loader = AdLoader(
      adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: nil, adTypes: [.native], options: nil)
    loader.delegate = self
    adLoader = loader
    loader.load(Request())
  }
}

extension NativeOfferModel: @preconcurrency NativeAdLoaderDelegate {
  /// An ad arrived: the model hears its events, then publishes it.
  public func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = self
    self.nativeAd = nativeAd
  }

  /// The load failed: the screen keeps the ad it shows.
  public func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {
    print("Native ad failed to load: \(error.localizedDescription)")
  }
}

extension NativeOfferModel: @preconcurrency NativeAdDelegate {
  /// The ad was seen.
  public func nativeAdDidRecordImpression(_ nativeAd: NativeAd) {
    impressions += 1
  }
}

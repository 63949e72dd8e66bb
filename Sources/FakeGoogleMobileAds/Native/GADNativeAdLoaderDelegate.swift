import Foundation

/// What an ad loader asked for native ads tells the app: each native ad it receives.
///
/// A loader whose `adTypes` include ``GADAdLoaderAdType/native`` needs a delegate that
/// adopts this protocol. Like ``GADAdLoaderDelegate``, it carries no actor mark. The v12 name
/// is ``NativeAdLoaderDelegate``.
public protocol GADNativeAdLoaderDelegate: GADAdLoaderDelegate {
  /// A native ad arrived; show it in a ``GADNativeAdView`` (or register views for it).
  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd)
}

/// The v12 name of ``GADNativeAdLoaderDelegate``.
public typealias NativeAdLoaderDelegate = GADNativeAdLoaderDelegate

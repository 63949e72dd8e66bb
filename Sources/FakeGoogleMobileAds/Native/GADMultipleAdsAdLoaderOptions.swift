import Foundation

/// Ad loader options that ask one request for several native ads.
///
/// The loader calls `adLoader(_:didReceive:)` once per ad that comes (at least one, at most
/// ``numberOfAds``, and never more than five), then `adLoaderDidFinishLoading` once. How many
/// come is the script's choice (``GoogleNativeBehaviour/maximumAdsPerRequest``). The v12 name
/// is ``MultipleAdsAdLoaderOptions``.
open class GADMultipleAdsAdLoaderOptions: GADAdLoaderOptions {
  /// How many ads the request asks for; one by default. Fewer than one makes the request
  /// invalid; more than five asks for five.
  open var numberOfAds = 1

  override var traceText: String { "numberOfAds \(numberOfAds)" }
}

/// The v12 name of ``GADMultipleAdsAdLoaderOptions``.
public typealias MultipleAdsAdLoaderOptions = GADMultipleAdsAdLoaderOptions

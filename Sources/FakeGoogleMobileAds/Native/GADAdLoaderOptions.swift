import AdSimulation
import Foundation

/// The base class of the options an ad loader takes, one subclass per concern.
///
/// Not bound to an actor, as the SDK's Objective-C classes are not: code builds options
/// from any class. The subclasses are ``GADMultipleAdsAdLoaderOptions``,
/// ``GADNativeAdViewAdOptions``, ``GADNativeAdMediaAdLoaderOptions``,
/// ``GADNativeAdImageAdLoaderOptions`` and ``GADVideoOptions``.
open class GADAdLoaderOptions: NSObject {
  /// Creates options with their defaults.
  public override init() {
    super.init()
  }

  /// The options as the trace writes them, such as `numberOfAds 3`.
  var traceText: String { Trace.typeName(of: self) }
}

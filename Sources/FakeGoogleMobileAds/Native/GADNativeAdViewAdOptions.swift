import Foundation

/// Ad loader options for how native ads place their AdChoices icon.
///
/// The position applies to a native ad view that has no ``GADAdChoicesView`` of its own when
/// its `nativeAd` is set. The v12 name is ``NativeAdViewAdOptions``.
open class GADNativeAdViewAdOptions: GADAdLoaderOptions {
  /// The corner for the AdChoices icon; the top right by default.
  open var preferredAdChoicesPosition = GADAdChoicesPosition.topRightCorner

  override var traceText: String { "preferredAdChoicesPosition \(preferredAdChoicesPosition)" }
}

/// The v12 name of ``GADNativeAdViewAdOptions``.
public typealias NativeAdViewAdOptions = GADNativeAdViewAdOptions

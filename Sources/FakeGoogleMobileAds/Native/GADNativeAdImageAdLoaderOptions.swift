import Foundation

/// Ad loader options for a native ad's images.
///
/// With image loading disabled, each ``GADNativeAdImage`` of a served ad has its URL and no
/// image; asking for several images serves three. The v12 name is
/// ``NativeAdImageAdLoaderOptions``.
open class GADNativeAdImageAdLoaderOptions: GADAdLoaderOptions {
  /// Whether the SDK leaves the images unloaded, giving their URLs only; false by default.
  open var disableImageLoading = false
  /// Whether the ad may bring several images rather than one; false by default.
  open var shouldRequestMultipleImages = false

  /// Whether the SDK leaves the images unloaded (the v12 name of ``disableImageLoading``).
  open var isImageLoadingDisabled: Bool {
    get { disableImageLoading }
    set { disableImageLoading = newValue }
  }

  override var traceText: String {
    "disableImageLoading \(disableImageLoading), shouldRequestMultipleImages \(shouldRequestMultipleImages)"
  }
}

/// The v12 name of ``GADNativeAdImageAdLoaderOptions``.
public typealias NativeAdImageAdLoaderOptions = GADNativeAdImageAdLoaderOptions

import Foundation

/// Ad loader options for the shape of a native ad's media.
///
/// With no ``GoogleNativeBehaviour/aspectRatio`` set by the script, a served ad's media
/// follows this choice: 16:9 for unknown, any or landscape, 9:16 for portrait, 1:1 for
/// square. The v12 name is ``NativeAdMediaAdLoaderOptions``.
open class GADNativeAdMediaAdLoaderOptions: GADAdLoaderOptions {
  /// The shape asked for; unknown (no preference) by default.
  open var mediaAspectRatio = GADMediaAspectRatio.unknown

  override var traceText: String { "mediaAspectRatio \(mediaAspectRatio)" }
}

/// The v12 name of ``GADNativeAdMediaAdLoaderOptions``.
public typealias NativeAdMediaAdLoaderOptions = GADNativeAdMediaAdLoaderOptions

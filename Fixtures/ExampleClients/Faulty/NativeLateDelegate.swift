import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that becomes the ad's delegate only after it has shown the ad.
///
/// Breaks `gma.native.delegate-set-before-shown`: the ad goes into its view first, and the
/// screen sets itself as the ad's delegate after.
open class NativeLateDelegate: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.delegate-set-before-shown"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that sets the ad's delegate after it has set the ad on its view."
  }

  /// Fills and sets the ad, then becomes its delegate.
  override open func show(_ nativeAd: NativeAd) {
    fill(with: nativeAd)
    nativeAdView.nativeAd = nativeAd
    nativeAd.delegate = self
  }
}

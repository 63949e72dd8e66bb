import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that gives the ad view its ad first and fills the asset views after.
///
/// Breaks `gma.native.ad-set-after-views-filled`: when the app sets `nativeAd`, the
/// headline label still shows the previous text (nothing, for the first ad).
open class NativeSetsAdBeforeFilling: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.ad-set-after-views-filled"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen that sets nativeAd on its ad view before it fills the asset views."
  }

  /// Sets the ad, then fills the views.
  override open func show(_ nativeAd: NativeAd) {
    nativeAd.delegate = self
    nativeAdView.nativeAd = nativeAd
    fill(with: nativeAd)
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A native ad screen that lays the headline over the ad view but in the screen's view.
///
/// Breaks `gma.native.assets-inside-ad-view`: the headline label the ad view names as its
/// headline view is a subview of the screen, not of the native ad view.
open class NativeHeadlineOutsideAdView: NativeAdvancedViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.native.assets-inside-ad-view"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A native ad screen whose headline label sits in the screen's view, outside the native ad view."
  }

  /// The screen's own view, where the headline then sits at the same place on screen.
  override open func container(forHeadline adView: NativeAdView) -> UIView {
    headlineLabel.frame = headlineLabel.frame.offsetBy(dx: adView.frame.minX, dy: adView.frame.minY)
    return view
  }
}

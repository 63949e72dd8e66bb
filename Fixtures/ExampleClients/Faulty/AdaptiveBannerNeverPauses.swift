import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that ignores the screen a clicked ad opens.
///
/// Breaks `gma.banner.pauses-while-screen-presented`. Never paused, the animation is
/// running after the screen closes, so the resume rule passes.
open class AdaptiveBannerNeverPauses: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.pauses-while-screen-presented"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that keeps animating while a clicked ad's screen is up."
  }

  /// Keeps animating.
  override open func bannerViewWillPresentScreen(_ bannerView: BannerView) {}
}

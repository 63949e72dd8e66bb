import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that pauses its animation when a clicked ad opens its screen and
/// forgets to restart it.
///
/// Breaks `gma.banner.resumes-after-screen-dismissed`.
open class AdaptiveBannerStaysPaused: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.resumes-after-screen-dismissed"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that pauses for a clicked ad's screen and never resumes."
  }

  /// Stays paused.
  override open func bannerViewDidDismissScreen(_ bannerView: BannerView) {}
}

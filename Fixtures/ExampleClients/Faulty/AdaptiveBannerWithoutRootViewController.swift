import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that forgets to give its banner a root view controller.
///
/// Breaks `gma.banner.root-view-controller-set`. The SDK serves no load without one, so no
/// ad ever comes and the rules that need one cannot judge it.
open class AdaptiveBannerWithoutRootViewController: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.root-view-controller-set"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that never sets the banner's root view controller."
  }
  /// The rules that need an ad, which never comes.
  nonisolated override open class var unverifiable: [String] {
    [
      "gma.banner.adaptive-size-matches-width", "gma.banner.reloads-after-rotation",
      "gma.banner.not-covering-content",
      "gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed",
    ]
  }
  /// Sets no root view controller.
  override open func attachRootViewController(to banner: BannerView) {}
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A banner screen that puts its banner on screen, and makes room for it, before any ad
/// has arrived.
///
/// Breaks `gma.banner.hidden-until-loaded`.
open class AdaptiveBannerShownBeforeLoad: AdaptiveBannerViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.banner.hidden-until-loaded"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A banner screen that shows its empty banner before the first ad arrives."
  }

  /// Leaves the banner visible from the start.
  override open func hideUntilLoaded(_ banner: BannerView) {}
}

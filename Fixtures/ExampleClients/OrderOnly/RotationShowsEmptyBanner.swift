import FakeUIKit
import FakeiAd

/// A reading screen that, after a rotation, brings back the banner it once showed, without
/// asking whether the banner still has an ad.
///
/// It slides the banner up on `bannerViewDidLoadAd` and down on a failure, as it should, but
/// its rotation code remembers only that the banner was shown once. Every rule's own
/// scenario rotates with an ad loaded, or fails a load without rotating after, so the
/// catalogue passes it; exploration finds it breaking `iad.banner.hidden-after-failure`
/// from an ad, a failed refresh and a turn of the device.
open class RotationShowsEmptyBanner: ArticleViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["iad.banner.hidden-after-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen whose rotation code shows the banner again once it has ever had an ad, empty or not."
  }

  private weak var shownBanner: ADBannerView?

  /// Notes that the banner has shown an ad.
  open override func bannerViewDidLoadAd(_ banner: ADBannerView) {
    shownBanner = banner
    super.bannerViewDidLoadAd(banner)
  }

  /// Switches the banner's size, then shows it again if it ever had an ad: the bug.
  open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    if let banner, banner === shownBanner {
      showsBanner = true
      layoutBanner()
    }
  }
}

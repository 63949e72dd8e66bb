import FakeGoogleMobileAds
import FakeUIKit

/// DELIBERATE BUG (Google banner): the trail map shows its banner when the ad arrives but
/// never moves the map's bottom off the safe area, so the map runs on under the banner.
///
/// Breaks `gma.banner.not-covering-content`, and only through Auto Layout: the frames
/// come from the constraints alone. Everything else is the conforming trail map.
final class BugTrailMapPinsMapOverBanner: TrailMapViewController {
  override func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    bannerView.isHidden = false  // the bug: mapBottomToBanner is never activated
  }
}

import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE BUG (banner): the radio screen moves the banner only in the delegate
/// callbacks, by its height, as the guide's listings do, and never again on a layout pass.
///
/// After a rotation to landscape the banner keeps its portrait-era origin (y = 430 on a
/// 320-point-high screen), so a loaded banner sits below the screen for as long as the
/// phone stays on its side, and the ads that load there are never seen. It does switch the
/// size identifier, so `iad.banner.size-follows-orientation` holds. Breaks, in spirit,
/// `iad.banner.shown-when-loaded` (a loaded ad is not on screen while its screen is up) and
/// `iad.banner.placed-at-edge` (in landscape the banner is at no edge of the screen).
final class BugRadioLosesBannerInLandscape: RadioStationViewController {
  override func layoutBanner() {
    // The bug: only the list is laid out again; the banner stays where the callbacks put it.
    let bounds = view.bounds
    let bannerHeight = bannerIsVisible ? (adBannerView?.frame.size.height ?? 0) : 0
    stationList.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - bannerHeight)
  }
}

import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE BUG (banner): the radio screen takes the banner out of its view the moment
/// the user taps it, "to give the ad the whole screen", and puts it back when the action
/// finishes.
///
/// Breaks `iad.banner.kept-during-action`: the banner is removed from its superview inside
/// `bannerViewActionShouldBegin(_:willLeaveApplication:)` while that method returns true,
/// so the ad that covers the app belongs to a banner in no view. Everything else is the
/// conforming radio screen.
final class BugRadioCollapsesBannerOnTap: RadioStationViewController {
  override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    let allowed = super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
    if allowed && !willLeave {
      banner.removeFromSuperview()  // the bug
    }
    return allowed
  }

  override func bannerViewActionDidFinish(_ banner: ADBannerView) {
    if banner.superview == nil {
      view.addSubview(banner)
      layoutBanner()
    }
    super.bannerViewActionDidFinish(banner)
  }
}

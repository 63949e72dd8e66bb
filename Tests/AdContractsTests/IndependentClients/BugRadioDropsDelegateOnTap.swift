import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE BUG (banner): the radio screen clears the banner's delegate as the action
/// starts, believing that stops the banner refreshing behind the ad, and means to set it
/// again when the action finishes.
///
/// Breaks `iad.banner.kept-during-action` (the banner is cut from its delegate while its ad
/// covers the app) and, as a consequence, `iad.banner.resumes-after-action` and
/// `iad.banner.resumes-after-cancel`: bannerViewActionDidFinish(_:) never reaches the screen,
/// so the stream stays paused.
final class BugRadioDropsDelegateOnTap: RadioStationViewController {
  override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    let allowed = super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
    if allowed && !willLeave {
      banner.delegate = nil  // the bug
    }
    return allowed
  }

  override func bannerViewActionDidFinish(_ banner: ADBannerView) {
    banner.delegate = self
    super.bannerViewActionDidFinish(banner)
  }
}

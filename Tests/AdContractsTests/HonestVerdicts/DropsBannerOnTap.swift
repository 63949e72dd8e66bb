import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A reading screen that takes its banner down the moment the user taps it, while letting
/// the ad's action begin.
final class DropsBannerOnTap: ArticleViewController {
  override func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    let allowed = super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
    if allowed && !willLeave {
      banner.removeFromSuperview()
      discardBanner()
    }
    return allowed
  }
}

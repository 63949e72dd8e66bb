import FakeUIKit
import FakeiAd

@testable import ExampleClients

/// A reading screen that stops listening to its banner as an ad's action starts: it
/// clears the delegate, so the finish callback can never reach it.
final class StopsListeningOnTap: ArticleViewController {
  override func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    let allowed = super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
    if allowed && !willLeave { banner.delegate = nil }
    return allowed
  }
}

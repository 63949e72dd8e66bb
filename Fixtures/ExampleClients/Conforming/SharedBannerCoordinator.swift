import FakeUIKit
import FakeiAd
import Foundation

/// Owns the one banner an app shows on all its feed screens, and moves it between them.
///
/// A teaching example of the shared-banner technique: screens seen only briefly still
/// show an ad at once, because the banner (and its ad) outlives them. The banner is made
/// when the first screen appears. Between screens it is parked: out of every view, with no
/// delegate. The coordinator is the banner's delegate and passes each event to the
/// screen that shows the banner now.
@MainActor
public final class SharedBannerCoordinator: NSObject, ADBannerViewDelegate {
  /// The shared banner, once a screen has asked for it.
  public private(set) var banner: ADBannerView?
  private weak var host: FeedViewController?

  /// Creates a coordinator with no banner yet.
  public override init() {
    super.init()
  }

  /// Moves the banner onto the screen, making it on first use.
  public func attach(to screen: FeedViewController) {
    let banner = self.banner ?? makeBanner()
    host = screen
    banner.currentContentSizeIdentifier =
      screen.interfaceOrientation.isLandscape
      ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    banner.delegate = self
    screen.view.addSubview(banner)
    screen.showsBanner = banner.isBannerLoaded
    screen.layoutBanner()
  }

  /// Parks the banner as the screen goes: out of its view and with no delegate.
  public func detach(from screen: FeedViewController) {
    guard host === screen, let banner else { return }
    banner.delegate = nil
    banner.removeFromSuperview()
    host = nil
    screen.showsBanner = false
  }

  private func makeBanner() -> ADBannerView {
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    self.banner = banner
    return banner
  }

  // MARK: ADBannerViewDelegate

  /// Shows the banner on the current screen.
  public func bannerViewDidLoadAd(_ banner: ADBannerView) {
    host?.showsBanner = true
    host?.layoutBanner()
  }

  /// Hides the banner on the current screen.
  public func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    host?.showsBanner = false
    host?.layoutBanner()
  }

  /// Allows the action; the current screen pauses when the ad will cover it.
  public func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave { host?.isPlayingVideo = false }
    return true
  }

  /// Lets the current screen resume.
  public func bannerViewActionDidFinish(_ banner: ADBannerView) {
    host?.isPlayingVideo = true
  }
}

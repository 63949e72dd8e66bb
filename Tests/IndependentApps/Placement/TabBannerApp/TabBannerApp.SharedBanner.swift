import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension TabBannerApp {
  /// The one banner every tab of the app shows, handed from tab to tab as the user switches.
  ///
  /// The tab bar controller makes one holder and gives it to each tab; a tab that appears
  /// calls `attach(to:)`, which moves the banner into that tab's view. The banner stays
  /// hidden until its first ad arrives, and asks for a new ad only when the width it is
  /// laid out at changes (first layout, rotation).
  final class SharedBanner: NSObject, GADBannerViewDelegate {
    /// The demo unit for anchored adaptive banners; the release build swaps in the app's own.
    static let adUnitID = "ca-app-pub-3940256099942544/2435281174"

    let bannerView: GADBannerView
    /// Whether an ad has arrived; until then the banner is kept hidden.
    private(set) var hasAd = false
    /// The width of the last request, so a layout at the same width asks for nothing new.
    private var requestedWidth: CGFloat = 0
    /// The screen the banner sits in now.
    private weak var host: BannerTabViewController?

    /// Called when a clicked ad is about to cover the app.
    var onScreenWillPresent: (() -> Void)?
    /// Called when the clicked ad's screen has closed.
    var onScreenDidDismiss: (() -> Void)?

    init(rootViewController: UIViewController) {
      bannerView = GADBannerView()
      super.init()
      bannerView.adUnitID = Self.adUnitID
      bannerView.rootViewController = rootViewController
      bannerView.delegate = self
      bannerView.isHidden = true
    }

    /// Moves the banner into the screen's view; the screen lays it out from then on.
    func attach(to screen: BannerTabViewController) {
      host = screen
      if bannerView.superview !== screen.view {
        bannerView.removeFromSuperview()
        screen.view.addSubview(bannerView)
      }
      screen.view.setNeedsLayout()
    }

    /// Whether the banner takes room in its screen: only once it has an ad to show.
    var isShowing: Bool { hasAd && !bannerView.isHidden }

    /// Sizes the banner for the width the screen gives it, asking for an ad when that width
    /// is new.
    func widthDidChange(to width: CGFloat) {
      guard width > 0, abs(width - requestedWidth) >= 0.5 else { return }
      requestedWidth = width
      bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(width)
      bannerView.load(GADRequest())
    }

    // MARK: GADBannerViewDelegate

    func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
      hasAd = true
      bannerView.isHidden = false
      host?.view.setNeedsLayout()
      host?.view.layoutIfNeeded()
    }

    func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {
      // A failed refresh keeps the ad shown; a first request that fails leaves the banner
      // hidden. Either way the next width change or refresh tries again.
      print("Banner failed to load: \(error.localizedDescription)")
    }

    func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {
      onScreenWillPresent?()
    }

    func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {
      onScreenDidDismiss?()
    }
  }
}

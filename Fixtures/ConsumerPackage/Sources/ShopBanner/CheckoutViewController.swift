import Foundation

#if canImport(iAd)
  import iAd
  import UIKit
#else
  import FakeUIKit
  import FakeiAd
#endif

/// A shop's product screen with a banner along its bottom edge.
///
/// It shows the banner only while it has an ad, sizes it for the orientation, pauses its
/// product carousel while an ad covers the screen, drops image caches on a memory
/// warning, and cancels an ad when a delivery notice needs the user.
open class CheckoutViewController: UIViewController, ADBannerViewDelegate {
  /// The banner while the screen is up.
  public private(set) var banner: ADBannerView?
  /// The product list; it ends where the banner begins.
  public let productsView = UIView()
  /// Whether the product carousel turns.
  public private(set) var isCarouselTurning = true
  /// Bytes of product images kept in memory.
  public private(set) var imageCacheBytes = 1 << 20
  private var showsBanner = false

  /// Creates the screen.
  public init() { super.init(nibName: nil, bundle: nil) }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Adds the product list.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(productsView)
  }

  /// Makes the banner as the screen comes up, waiting below the bottom edge.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    banner.currentContentSizeIdentifier = sizeIdentifier(landscape: interfaceOrientation.isLandscape)
    banner.delegate = self
    view.addSubview(banner)
    self.banner = banner
    layout()
  }

  /// Throws the banner away as the screen goes.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
    showsBanner = false
  }

  /// Lays the banner and the list out again.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layout()
  }

  /// Switches the banner to the new orientation's size.
  open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    banner?.currentContentSizeIdentifier = sizeIdentifier(landscape: toInterfaceOrientation.isLandscape)
  }

  /// Drops the product images.
  open override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    imageCacheBytes = 0
  }

  /// A delivery notice needs the user now.
  public func deliveryNoticeArrived() {
    if banner?.isBannerViewActionInProgress == true { banner?.cancelAction() }
  }

  private func sizeIdentifier(landscape: Bool) -> String {
    landscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  private func layout() {
    let bounds = view.bounds
    let bannerHeight = banner?.frame.height ?? 0
    banner?.frame.origin = CGPoint(x: 0, y: showsBanner ? bounds.height - bannerHeight : bounds.height)
    productsView.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: bounds.height - (showsBanner ? bannerHeight : 0))
  }

  /// Shows the banner.
  open func bannerViewDidLoadAd(_ banner: ADBannerView) {
    showsBanner = true
    layout()
  }

  /// Hides the banner.
  open func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    showsBanner = false
    layout()
  }

  /// Allows the action, stopping the carousel when the ad will cover the screen.
  open func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { isCarouselTurning = false }
    return true
  }

  /// Starts the carousel again.
  open func bannerViewActionDidFinish(_ banner: ADBannerView) {
    isCarouselTurning = true
  }
}

/// A faulty variant kept for the team's own regression test: it never hides a failed banner.
public final class CheckoutViewControllerThatKeepsEmptyBanner: CheckoutViewController {
  /// Does nothing: the fault this variant keeps for the team's regression test.
  public override func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {}
}

import FakeUIKit
import FakeiAd
import Foundation

/// Independent banner client (phone): a shop whose product screens all show one banner,
/// owned by an app-wide manager (one per simulation through `Context.shared`) that moves it
/// into whichever screen is appearing.
///
/// The screens know nothing of iAd: each registers with the manager as it appears and
/// signs off as it disappears, and exposes its content view and its carousel. The manager
/// is the banner's delegate, does the layout (bottom edge when it has an ad, just below the
/// screen otherwise; the content ends where a shown banner begins) and forwards pauses to
/// the screen on show. When the user leaves for a screen without ads, the last screen's
/// sign-off parks the banner: out of every view and with no delegate, kept for its ad.
///
/// Intended to keep every banner rule, `iad.banner.shared-across-screens` included.
@MainActor
final class ShopBannerManager: NSObject, ADBannerViewDelegate {
  private var banner: ADBannerView?
  private weak var host: ProductScreen?

  /// How many banners the manager has made (one, for the whole app).
  private(set) var bannersMade = 0

  /// Moves the banner into the screen that is appearing, making it on first use.
  func screenWillAppear(_ screen: ProductScreen) {
    let banner = self.banner ?? makeBanner()
    host = screen
    banner.currentContentSizeIdentifier =
      screen.interfaceOrientation.isLandscape
      ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
    banner.delegate = self
    screen.view.addSubview(banner)
    layout()
  }

  /// A screen has gone; if no other screen took the banner, park it.
  func screenDidDisappear(_ screen: ProductScreen) {
    guard host === screen, let banner else { return }
    banner.delegate = nil
    banner.removeFromSuperview()
    host = nil
  }

  func screenWillRotate(to orientation: UIInterfaceOrientation) {
    banner?.currentContentSizeIdentifier =
      orientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  /// Something needs the shopper now (a card payment asks for confirmation).
  func interruptAdIfNeeded() {
    if let banner, banner.isBannerViewActionInProgress { banner.cancelAction() }
  }

  /// Places the banner and the host's content for the host's current bounds.
  func layout() {
    guard let host, host.isViewLoaded else { return }
    let bounds = host.view.bounds
    var contentHeight = bounds.height
    if let banner, banner.superview === host.view {
      let shown = banner.isBannerLoaded
      banner.frame.origin = CGPoint(x: 0, y: shown ? bounds.height - banner.frame.height : bounds.height)
      if shown { contentHeight -= banner.frame.height }
    }
    host.content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
  }

  private func makeBanner() -> ADBannerView {
    let banner = ADBannerView(frame: .zero)
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    bannersMade += 1
    self.banner = banner
    return banner
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) { layout() }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) { layout() }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    if !willLeave { host?.isCarouselTurning = false }
    return true
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    host?.isCarouselTurning = true
  }
}

/// One product screen of the shop; the manager brings the banner.
final class ProductScreen: UIViewController {
  let bannerManager: ShopBannerManager
  let content = UIView()
  /// Whether the product carousel turns (the activities probe).
  var isCarouselTurning = true
  /// Product photos kept for fast scrolling (the memory probe).
  private(set) var photoCacheBytes = 7_000_000

  init(bannerManager: ShopBannerManager) {
    self.bannerManager = bannerManager
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(content)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    bannerManager.screenWillAppear(self)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    bannerManager.screenDidDisappear(self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    bannerManager.layout()
  }

  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    bannerManager.screenWillRotate(to: toInterfaceOrientation)
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    photoCacheBytes = 0
  }

  /// The card issuer asks the shopper to confirm a payment.
  func paymentConfirmationRequested() {
    bannerManager.interruptAdIfNeeded()
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A screen with its content above an anchored adaptive banner, in the shape of Google's
/// current banner sample with the v12 names.
///
/// - `viewDidLoad()` makes the banner, sets its unit, root view controller and delegate,
///   and starts the SDK once.
/// - The banner sits at the bottom of the view with the content above it; it stays hidden,
///   and the content takes the whole height, until the first ad arrives.
/// - The first layout that knows the view's width asks for a large anchored adaptive size
///   of it and loads; each rotation does the same for the new width, in the block it hands
///   the transition coordinator in `viewWillTransition(to:with:)`, as Google's sample does.
/// - Its animation pauses while a clicked ad's screen is up and runs again after.
@MainActor
open class AdaptiveBannerViewController: UIViewController, BannerViewDelegate, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A screen with an anchored adaptive Google banner under its content, reloaded for each new width."
  }
  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// The ad unit the banner loads.
  open class var adUnitID: String { GoogleTestAdUnits.adaptiveBanner }

  /// The view that holds the screen's content.
  public let contentView = UIView()
  /// The banner, made in `viewDidLoad()`.
  public private(set) var bannerView: BannerView!
  /// Whether the screen's animation is running.
  public var isAnimating = true
  /// The width the last load was made for; zero before the first.
  public private(set) var loadedWidth: CGFloat = 0
  private var isMobileAdsStartCalled = false

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
    let banner = BannerView()
    bannerView = banner
    banner.adUnitID = Self.adUnitID
    attachRootViewController(to: banner)
    banner.delegate = self
    hideUntilLoaded(banner)
    view.addSubview(banner)
    beginAds()
  }

  /// Starts ads as the view loads: here at once; a screen that gathers consent first does
  /// that instead.
  open func beginAds() {
    startGoogleMobileAdsSDK()
  }

  /// Gives the banner this screen as the controller to present a clicked ad over.
  open func attachRootViewController(to banner: BannerView) {
    banner.rootViewController = self
  }

  /// Keeps the empty banner off screen until its first ad.
  open func hideUntilLoaded(_ banner: BannerView) {
    banner.isHidden = true
  }

  /// Starts the SDK once.
  open func startGoogleMobileAdsSDK() {
    guard !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start()
  }

  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    if width > 0, loadedWidth == 0 {
      widthChanged(to: width)
    }
    layoutViews()
  }

  /// Loads a banner for the new width as the rotation lays the views out.
  override open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in
      self?.widthChanged(to: size.width)
    })
  }

  /// The view has a new width: the first layout, or a rotation. Loads a banner for it.
  open func widthChanged(to width: CGFloat) {
    loadedWidth = width
    loadBannerAd(width: adWidth(for: width))
  }

  /// The width to ask an adaptive size for: the view's own.
  open func adWidth(for viewWidth: CGFloat) -> CGFloat {
    viewWidth
  }

  /// Asks for a large anchored adaptive banner of the width.
  public func loadBannerAd(width: CGFloat) {
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }

  /// Puts the banner at the bottom, centred, and the content in the height above it.
  open func layoutViews() {
    let bounds = view.bounds
    let size = bannerView.frame.size
    bannerView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: bounds.height - size.height, width: size.width, height: size.height)
    let reserved = bannerView.isHidden ? 0 : size.height
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - reserved)
  }

  // MARK: BannerViewDelegate

  /// The ad arrived: the banner comes on screen and the content makes room.
  open func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    bannerView.isHidden = false
    layoutViews()
  }

  /// The load failed: the banner keeps its state; the next new width loads again.
  open func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) {
    print("Banner failed to load: \(error.localizedDescription)")
  }

  /// A clicked ad's screen opens: the animation pauses.
  open func bannerViewWillPresentScreen(_ bannerView: BannerView) {
    isAnimating = false
  }

  /// The clicked ad's screen closed: the animation runs again.
  open func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    isAnimating = true
  }
}

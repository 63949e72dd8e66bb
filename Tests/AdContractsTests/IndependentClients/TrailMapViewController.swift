import FakeGoogleMobileAds
import FakeUIKit

/// Independent Google banner client: a trail map with an anchored adaptive banner placed
/// by Auto Layout, in the shape of Google's banner sample with the v12 names.
///
/// The banner is pinned to the bottom of the safe area and centred with the
/// item/attribute constraint form; the map fills the safe area above it, its bottom
/// constraint switched from the safe area to the banner's top once an ad arrives, when the
/// banner is unhidden. The banner loads in `viewDidAppear(_:)` at the width of the view's
/// safe area, and again for the new width in the block handed to the rotation's transition
/// coordinator. Location tracking stops while a clicked ad's screen covers the map.
///
/// Intended to keep every Google banner rule.
class TrailMapViewController: UIViewController, BannerViewDelegate {
  let mapView = UIView()
  var bannerView: BannerView!
  private(set) var isTrackingLocation = true
  var mapBottomToSafeArea: NSLayoutConstraint!
  var mapBottomToBanner: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(mapView)

    bannerView = BannerView()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.delegate = self
    bannerView.isHidden = true
    addBannerViewToView(bannerView)

    NSLayoutConstraint.activate([
      mapView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    mapBottomToSafeArea = mapView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    mapBottomToBanner = mapView.bottomAnchor.constraint(equalTo: bannerView.topAnchor)
    mapBottomToSafeArea.isActive = true

    MobileAds.shared.start(completionHandler: nil)
  }

  func addBannerViewToView(_ bannerView: BannerView) {
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    view.addConstraints([
      NSLayoutConstraint(
        item: bannerView, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
        attribute: .bottom, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: bannerView, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
        multiplier: 1, constant: 0),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    loadBannerAd()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.loadBannerAd()
    })
  }

  func loadBannerAd() {
    let viewWidth = view.frame.inset(by: view.safeAreaInsets).width
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: viewWidth)
    bannerView.load(Request())
  }

  // MARK: BannerViewDelegate

  func bannerViewDidReceiveAd(_ bannerView: BannerView) {
    bannerView.isHidden = false
    mapBottomToSafeArea.isActive = false
    mapBottomToBanner.isActive = true
  }

  func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) {
    print("bannerView:didFailToReceiveAdWithError: \(error.localizedDescription)")
  }

  func bannerViewWillPresentScreen(_ bannerView: BannerView) {
    isTrackingLocation = false
  }

  func bannerViewDidDismissScreen(_ bannerView: BannerView) {
    isTrackingLocation = true
  }
}

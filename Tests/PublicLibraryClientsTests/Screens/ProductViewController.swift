import FakeGoogleMobileAds

/// A product page with a SwiftyAds banner at the bottom, as the library's README shows: made in
/// `viewDidLoad`, shown in `viewDidAppear`, shown again when the size changes. A turntable
/// animation stops while the banner's tap covers the app.
final class ProductViewController: UIViewController {
    /// Whether the product turntable turns.
    private(set) var isTurning = true
    /// The product's content.
    let contentView = UIView()
    private let ads: SwiftyAdsStandIn
    private var bannerAd: SwiftyAdsBannerAd?

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(ads: SwiftyAdsStandIn) {
        self.ads = ads
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        ads.configure(requestBuilder: AdsRequestBuilder(), mediationConfigurator: nil)
        Task {
            try? await ads.initializeIfNeeded(from: self)
        }
        bannerAd = ads.makeBannerAd(
            in: self,
            position: .bottom(isUsingSafeArea: true),
            animation: .slide(duration: 1.5),
            onOpen: nil,
            onClose: nil,
            onError: nil,
            onWillPresentScreen: { [weak self] in self?.isTurning = false },
            onWillDismissScreen: nil,
            onDidDismissScreen: { [weak self] in self?.isTurning = true })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        bannerAd?.show(isLandscape: view.frame.width > view.frame.height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.bannerAd?.show(isLandscape: size.width > size.height)
        })
    }
}

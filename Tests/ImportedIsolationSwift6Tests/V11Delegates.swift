@preconcurrency import FakeGoogleMobileAds

/// A manager written against v11 in Swift 6 mode: it belongs to no actor and adopts the
/// GAD-named delegate as it is, since v11's protocol carried no actor mark.
final class V11InterstitialManager: NSObject, GADFullScreenContentDelegate {
  private(set) var interstitial: GADInterstitialAd?
  private(set) var heard: [String] = []

  func load(unit: String) {
    GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { ad, _ in
      self.interstitial = ad
      ad?.fullScreenContentDelegate = self
    }
  }

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { heard.append("will present") }
  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    heard.append("did dismiss")
    interstitial = nil
  }
}

/// A banner screen written against v11 in Swift 6 mode, as Google's pre-v12 samples are:
/// a view controller adopting the GAD-named delegate with `@preconcurrency`.
final class V11BannerScreen: UIViewController, @preconcurrency GADBannerViewDelegate {
  let banner = GADBannerView(adSize: GADAdSizeBanner)
  private(set) var received = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
    banner.rootViewController = self
    banner.delegate = self
    view.addSubview(banner)
    banner.load(GADRequest())
  }

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) { received += 1 }
}

/// The same banner screen against v12: the delegate belongs to the main actor, so the view
/// controller adopts it with no mark.
final class V12BannerScreen: UIViewController, BannerViewDelegate {
  let banner = BannerView(adSize: AdSizeBanner)
  private(set) var received = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
    banner.rootViewController = self
    banner.delegate = self
    view.addSubview(banner)
    banner.load(Request())
  }

  func bannerViewDidReceiveAd(_ bannerView: BannerView) { received += 1 }
}

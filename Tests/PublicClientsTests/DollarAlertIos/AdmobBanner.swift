// Follows DollarAlertIos (github.com/hernancasla/DollarAlertIos), file
// DollarAlert/Pub/AdmobBanner.swift at commit 9c7daad55ca1d3265cbc07dc1c5f73e7832269c9.
// Edits for Linux: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`. The app's own ad
// unit id is replaced by a placeholder of the same form.

import FakeGoogleMobileAds

/// A screen that is one 320 x 50 banner.
class AdMobBanner: UIViewController, GADBannerViewDelegate {
  var adView: GADBannerView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let _adSize = GADAdSizeFromCGSize(CGSize(width: 320, height: 50))

    adView = GADBannerView(adSize: _adSize)
    adView.adUnitID = "ca-app-pub-0000000000000000/0000000021"
    adView.rootViewController = self
    adView.delegate = self

    let adRequest = GADRequest()

    adView.load(adRequest)

    // The banner goes straight into the screen's view.
    view.addSubview(adView)
  }
}

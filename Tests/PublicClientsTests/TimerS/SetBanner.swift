// Follows TimerS (github.com/DayeonJung/TimerS), file TimerS/WebView/SetBanner.swift at commit
// 216f5b9f23ce29c15adda4659747a8c71918f0a6.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import WebKit`, and PureLayout's three layout calls (`autoSetDimensions(to:)`,
// `autoPinEdge(toSuperviewEdge:)`, `autoAlignAxis(toSuperviewAxis:)`), a third-party library.

import FakeGoogleMobileAds

extension ViewController {

  func setBannerView() {

    self.bannerView = GADBannerView(adSize: kGADAdSizeBanner)
    self.bannerView.translatesAutoresizingMaskIntoConstraints = false
    self.bannerView.tag = 100
    self.bannerView.adUnitID = AdId.Banner.rawValue
    #if DEBUG
    self.bannerView.adUnitID = AdId.TestBanner.rawValue
    #endif

    self.bannerView.delegate = self
    self.bannerView.rootViewController = self
    self.bannerView.load(GADRequest())

  }

}

extension ViewController: GADBannerViewDelegate {

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    if self.view.viewWithTag(100) == nil {
      view.addSubview(self.bannerView)
      // PureLayout's size, bottom pin and centring are left out.
    }

    self.bannerView.alpha = 0
    UIView.animate(withDuration: 1, animations: {
      self.bannerView.alpha = 1
    })
  }
}

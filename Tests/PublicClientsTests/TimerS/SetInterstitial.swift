// Follows TimerS (github.com/DayeonJung/TimerS), file TimerS/WebView/SetInterstitial.swift at
// commit 216f5b9f23ce29c15adda4659747a8c71918f0a6.
// Edits for Linux: `import Foundation` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import WebKit`.

import FakeGoogleMobileAds

extension ViewController {

  func setInterstitial() {

    var id = AdId.Inter.rawValue

    #if DEBUG
    id = AdId.TestInter.rawValue
    #endif

    let request = GADRequest()
    GADInterstitialAd.load(withAdUnitID: id,
                           request: request) { ad, error in
      if let error = error {
        print("interstitial load failed: \(error.localizedDescription)")
        return
      }
      self.interstitial = ad
      self.interstitial?.fullScreenContentDelegate = self
    }
  }

}

extension ViewController: GADFullScreenContentDelegate {

  func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    print("interstitial could not show")
  }

  func adDidPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("interstitial on screen")
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("interstitial closed")
  }

}

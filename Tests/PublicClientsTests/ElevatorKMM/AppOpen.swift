// Follows ElevatorKMM (github.com/whenyourapprun/ElevatorKMM), file
// iosApp/iosApp/AdMob/AppOpenAd.swift at commit 3584161a46e3161632b44b3210d513434088e83c.
// Edits for Linux: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`. Named AppOpen.swift
// here: the target also holds AdMobManager's AppOpenAd.swift, and SwiftPM wants one name per file.

import FakeGoogleMobileAds

/// The app open ad of the intro screen: loads when made, tells the screen by notification
/// when it has an ad and when the ad closed.
class AppOpen: NSObject, GADFullScreenContentDelegate, ObservableObject {

  @Published var appOpenAdLoaded: Bool = false
  var appOpenAd: GADAppOpenAd?

  override init() {
    super.init()
    LoadAppOpenAd()
  }

  func LoadAppOpenAd() {
    let request = GADRequest()
    GADAppOpenAd.load(
      withAdUnitID: openId,
      request: request,
      orientation: UIInterfaceOrientation.portrait
    ) { appOpenAdIn, _ in
      self.appOpenAd = appOpenAdIn
      self.appOpenAd?.fullScreenContentDelegate = self
      self.appOpenAdLoaded = true
      print("app open ad loaded")
      NotificationCenter.default.post(name: .openAdLoad, object: nil)
    }
  }

  func ShowAppOpenAd() {
    guard let root = self.appOpenAd else { return }
    root.present(fromRootViewController: (UIApplication.shared.windows.first?.rootViewController)!)
  }

  func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    self.LoadAppOpenAd()
    print("app open ad could not show: \(error.localizedDescription)")
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    // The intro screen moves on when it hears this.
    print("app open ad closed")
    NotificationCenter.default.post(name: .openAdDidDismissFullScreenContent, object: nil)
  }
}

// Follows TimerS (github.com/DayeonJung/TimerS), file TimerS/WebView/ViewController.swift at
// commit 216f5b9f23ce29c15adda4659747a8c71918f0a6, with the interstitial branch of
// TimerS/WebView/ScriptHandler.swift.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: WebKit, PureLayout, AVFoundation, AudioToolbox and PWSwitch with the lines that use
// them (the web view, the spinner made by PureLayout, the sound player and its delegate); the
// script handler's message dispatch is WebKit's, so its interstitial branch is the method
// `showInterstitialFromScript()`.

import FakeGoogleMobileAds

/// The timer's one screen: a web page with a banner under it and an interstitial the page
/// asks for through a script message.
class ViewController: UIViewController {

  enum Handler: String {
    case timeOut = "timeoutHandler"
    case hamburger = "hamburgerHandler"
    case interstitial = "interstitialHandler"
  }

  enum Effect: String {
    case vibration
    case sound
    case all
  }

  var bannerView: GADBannerView!
  var bannerContainer: UIView?

  var indicator: UIActivityIndicatorView?

  var interstitial: GADInterstitialAd!

  override func viewDidLoad() {
    super.viewDidLoad()

    self.setBannerView()

    self.setInterstitial()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
  }

  /// The page's `interstitialHandler` message, from ScriptHandler.swift.
  func showInterstitialFromScript() {
    if self.interstitial != nil {
      self.interstitial.present(fromRootViewController: self)
    } else {
      print("no interstitial yet")
    }
  }
}

// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Ads/AppOpenAd.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import AppsFlyerAdRevenue` and, inside the paid event handler, the AppsFlyer
// revenue report (a third-party SDK); the handler itself is still set on each loaded ad.

import FakeGoogleMobileAds

/// A reusable app open ad: loads ahead, shows on request, loads the next one after each showing.
class AppOpenAd: NSObject, AdProtocol {
  private var appOpenAd: GADAppOpenAd?
  private var adUnitID: String?
  private var presentState = false
  private var isLoading = false
  private var retryAttempt = 0
  private var didLoadFail: Handler?
  private var didLoadSuccess: Handler?
  private var didShowFail: Handler?
  private var didEarnReward: Handler?
  private var didHide: Handler?

  func config(didFail: Handler?, didSuccess: Handler?) {
    self.didLoadFail = didFail
    self.didLoadSuccess = didSuccess
  }

  func config(id: String) {
    self.adUnitID = id
    load()
  }

  func isPresent() -> Bool {
    return presentState
  }

  func isExist() -> Bool {
    return appOpenAd != nil
  }

  func show(rootViewController: UIViewController,
            didFail: Handler?,
            didEarnReward: Handler?,
            didHide: Handler?
  ) {
    guard isReady() else {
      print("[AppOpenAd] nothing loaded to show")
      didFail?()
      return
    }
    guard !presentState else {
      print("[AppOpenAd] already on screen")
      didFail?()
      return
    }
    print("[AppOpenAd] showing")
    self.didShowFail = didFail
    self.didHide = didHide
    self.didEarnReward = didEarnReward
    appOpenAd?.present(fromRootViewController: rootViewController)
  }
}

extension AppOpenAd: GADFullScreenContentDelegate {
  func ad(_ ad: GADFullScreenPresentingAd,
          didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("[AppOpenAd] could not show: \(error.localizedDescription)")
    didShowFail?()
    self.appOpenAd = nil
    load()
  }

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[AppOpenAd] about to cover the screen")
    self.presentState = true
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[AppOpenAd] closed")
    didHide?()
    self.appOpenAd = nil
    self.presentState = false
    load()
  }
}

extension AppOpenAd {
  private func isReady() -> Bool {
    if !isExist(), retryAttempt >= 1 {
      load()
    }
    return isExist()
  }

  private func load() {
    guard !isLoading else {
      return
    }

    guard !isExist() else {
      return
    }

    guard let adUnitID = adUnitID else {
      print("[AppOpenAd] no ad unit configured")
      return
    }

    DispatchQueue.main.async { [weak self] in
      guard let self = self else {
        return
      }

      self.isLoading = true
      print("[AppOpenAd] loading")

      let request = GADRequest()
      GADAppOpenAd.load(
        withAdUnitID: adUnitID,
        request: request
      ) { [weak self] (ad, error) in
        guard let self = self else {
          return
        }
        self.isLoading = false
        guard error == nil, let ad = ad else {
          self.retryAttempt += 1
          self.didLoadFail?()
          print("[AppOpenAd] load failed: \(String(describing: error))")
          return
        }
        print("[AppOpenAd] loaded")
        self.retryAttempt = 0
        self.appOpenAd = ad
        self.appOpenAd?.fullScreenContentDelegate = self
        self.didLoadSuccess?()

        ad.paidEventHandler = { adValue in
          // The AppsFlyer revenue report is left out.
        }
      }
    }
  }
}

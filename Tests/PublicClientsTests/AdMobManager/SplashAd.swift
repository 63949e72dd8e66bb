// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Ads/SplashAd.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`;
// `@objc` dropped from `isReady()`; the `Timer.scheduledTimer(timeInterval:target:selector:
// userInfo:repeats:)` call rewritten to its closure form. Left out: `import AppsFlyerAdRevenue`
// and the AppsFlyer revenue report inside the paid event handler (a third-party SDK).

import FakeGoogleMobileAds

/// An interstitial loaded at launch and shown as soon as it arrives, unless a timeout
/// counted by a repeating timer runs out first.
class SplashAd: NSObject, AdProtocol {
  private var splashAd: GADInterstitialAd?
  private var adUnitID: String?
  private var presentState = false
  private weak var rootViewController: UIViewController?
  private var isLoading = false
  private var timeout: Double?
  private var time = 0.0
  private var timer: Timer?
  private var timeInterval = 0.1
  private var didFail: Handler?
  private var didEarnReward: Handler?
  private var didHide: Handler?

  func config(id: String) {
    self.adUnitID = id
  }

  func config(timeout: Double) {
    self.timeout = timeout
  }

  func isPresent() -> Bool {
    return presentState
  }

  func show(rootViewController: UIViewController,
            didFail: Handler?,
            didEarnReward: Handler?,
            didHide: Handler?
  ) {
    guard !presentState else {
      print("[SplashAd] already on screen")
      didFail?()
      return
    }
    print("[SplashAd] loading to show")
    self.didFail = didFail
    self.didHide = didHide
    self.didEarnReward = didEarnReward
    self.rootViewController = rootViewController
    load()
  }
}

extension SplashAd: GADFullScreenContentDelegate {
  func ad(_ ad: GADFullScreenPresentingAd,
          didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("[SplashAd] could not show: \(error.localizedDescription)")
    didFail?()
    self.splashAd = nil
  }

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[SplashAd] about to cover the screen")
    self.presentState = true
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[SplashAd] closed")
    didHide?()
    self.presentState = false
    self.splashAd = nil
  }
}

extension SplashAd {
  private func load() {
    guard !isLoading else {
      return
    }

    guard let adUnitID = adUnitID else {
      print("[SplashAd] no ad unit configured")
      didFail?()
      return
    }

    guard let rootViewController = rootViewController else {
      print("[SplashAd] no screen to show on")
      didFail?()
      return
    }

    DispatchQueue.main.async { [weak self] in
      guard let self = self else {
        return
      }

      self.isLoading = true
      self.fire()
      print("[SplashAd] loading")

      let request = GADRequest()
      GADInterstitialAd.load(
        withAdUnitID: adUnitID,
        request: request
      ) { [weak self] (ad, error) in
        guard let self = self else {
          return
        }
        guard let timeout = self.timeout, self.time < timeout else {
          return
        }
        self.invalidate()
        guard error == nil, let ad = ad else {
          print("[SplashAd] load failed: \(String(describing: error))")
          self.didFail?()
          return
        }
        print("[SplashAd] loaded, showing")
        self.splashAd = ad
        self.splashAd?.fullScreenContentDelegate = self
        self.splashAd?.present(fromRootViewController: rootViewController)

        ad.paidEventHandler = { adValue in
          // The AppsFlyer revenue report is left out.
        }
      }
    }
  }

  private func fire() {
    DispatchQueue.main.async { [weak self] in
      guard let self = self else {
        return
      }
      self.timer = Timer.scheduledTimer(withTimeInterval: self.timeInterval, repeats: true) { [weak self] _ in
        self?.isReady()
      }
    }
  }

  private func invalidate() {
    self.timer?.invalidate()
    self.timer = nil
    self.adUnitID = nil
  }

  private func isReady() {
    self.time += timeInterval

    if let timeout = timeout, time < timeout {
      return
    }
    invalidate()
    didFail?()
  }
}

// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Ads/InterstitialAd.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import AppsFlyerAdRevenue` and, inside the paid event handler, the AppsFlyer
// revenue report (a third-party SDK); the handler itself is still set on each loaded ad.
// One edit beyond the import block: the retry's `execute: self.load` is written
// `execute: { self.load() }`. Handing a method of a non-Sendable class to Dispatch's
// `@Sendable` block warns in Swift 5 mode with the Linux toolchain's own Dispatch, fakes or
// not, and the package builds with no warnings.

import FakeGoogleMobileAds

/// A reusable interstitial: loads ahead, shows on request, loads the next one after each showing.
class InterstitialAd: NSObject, AdProtocol {
  private var interstitialAd: GADInterstitialAd?
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
    return interstitialAd != nil
  }

  func show(rootViewController: UIViewController,
            didFail: Handler?,
            didEarnReward: Handler?,
            didHide: Handler?
  ) {
    guard isReady() else {
      print("[InterstitialAd] nothing loaded to show")
      didFail?()
      return
    }
    guard !presentState else {
      print("[InterstitialAd] already on screen")
      didFail?()
      return
    }
    print("[InterstitialAd] showing")
    self.didShowFail = didFail
    self.didHide = didHide
    self.didEarnReward = didEarnReward
    interstitialAd?.present(fromRootViewController: rootViewController)
  }
}

extension InterstitialAd: GADFullScreenContentDelegate {
  func ad(_ ad: GADFullScreenPresentingAd,
          didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("[InterstitialAd] could not show: \(error.localizedDescription)")
    didShowFail?()
    self.interstitialAd = nil
    load()
  }

  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[InterstitialAd] about to cover the screen")
    self.presentState = true
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[InterstitialAd] closed")
    didHide?()
    self.interstitialAd = nil
    self.presentState = false
    load()
  }
}

extension InterstitialAd {
  private func isReady() -> Bool {
    if !isExist(), retryAttempt >= 2 {
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
      print("[InterstitialAd] no ad unit configured")
      return
    }

    DispatchQueue.main.async { [weak self] in
      guard let self = self else {
        return
      }

      self.isLoading = true
      print("[InterstitialAd] loading")

      let request = GADRequest()
      GADInterstitialAd.load(
        withAdUnitID: adUnitID,
        request: request
      ) { [weak self] (ad, error) in
        guard let self = self else {
          return
        }
        self.isLoading = false
        guard error == nil, let ad = ad else {
          self.retryAttempt += 1
          guard self.retryAttempt == 1 else {
            self.didLoadFail?()
            return
          }
          let delaySec = 5.0
          print("[InterstitialAd] load failed, trying again in \(delaySec) s: \(String(describing: error))")
          DispatchQueue.global().asyncAfter(deadline: .now() + delaySec, execute: { self.load() })
          return
        }
        print("[InterstitialAd] loaded")
        self.retryAttempt = 0
        self.interstitialAd = ad
        self.interstitialAd?.fullScreenContentDelegate = self
        self.didLoadSuccess?()

        ad.paidEventHandler = { adValue in
          // The AppsFlyer revenue report is left out.
        }
      }
    }
  }
}

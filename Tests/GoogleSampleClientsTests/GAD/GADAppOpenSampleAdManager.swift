// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/AppOpenAdManager.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12),
//   class `AppOpenAdManager`
//   renamed `GADAppOpenSampleAdManager`, protocol `AppOpenAdManagerDelegate` renamed
//   `GADAppOpenSampleAdManagerDelegate`, its consent manager the GAD one.
// Linux edits:
// - import block swapped (`@preconcurrency import GoogleMobileAds` ->
//   `@preconcurrency import FakeGoogleMobileAds`).

@preconcurrency import FakeGoogleMobileAds

/// Told when an app open ad is done with: dismissed, failed, or not there to show.
@MainActor
protocol GADAppOpenSampleAdManagerDelegate: AnyObject {
  /// The ad is over, or there was none; the app may go on.
  func appOpenAdManagerAdDidComplete(_ appOpenAdManager: GADAppOpenSampleAdManager)
}

/// Loads app open ads, keeps one for up to four hours and shows it when asked.
@MainActor
class GADAppOpenSampleAdManager: NSObject {
  /// An app open ad may be shown for four hours after its load.
  let timeoutInterval: TimeInterval = 4 * 3_600
  /// The loaded ad.
  var appOpenAd: GADAppOpenAd?
  /// Told when an ad is done with.
  weak var appOpenAdManagerDelegate: GADAppOpenSampleAdManagerDelegate?
  /// Whether a load is under way.
  var isLoadingAd = false
  /// Whether an ad is on screen.
  var isShowingAd = false
  /// Google's demo app open unit.
  static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// When the ad was loaded.
  var loadTime: Date?

  static let shared = GADAppOpenSampleAdManager()

  private func wasLoadTimeLessThanNHoursAgo(timeoutInterval: TimeInterval) -> Bool {
    // The ad is fresh while its load lies less than the interval back.
    if let loadTime = loadTime {
      return Date().timeIntervalSince(loadTime) < timeoutInterval
    }
    return false
  }

  private func isAdAvailable() -> Bool {
    // An ad counts only while fresh.
    return appOpenAd != nil && wasLoadTimeLessThanNHoursAgo(timeoutInterval: timeoutInterval)
  }

  private func appOpenAdManagerAdDidComplete() {
    // Dismissed, failed, or never there: the delegate, if any, goes on.
    appOpenAdManagerDelegate?.appOpenAdManagerAdDidComplete(self)
  }

  /// Loads an ad unless one is loading or ready.
  func loadAd() async {
    guard !isLoadingAd, !isAdAvailable() else { return }
    isLoadingAd = true

    print("Start loading app open ad.")

    do {
      appOpenAd = try await GADAppOpenAd.load(
        withAdUnitID: Self.adUnitID, request: GADRequest())
      loadTime = Date()
      appOpenAd?.fullScreenContentDelegate = self
    } catch {
      appOpenAd = nil
      loadTime = nil
      print("[app open] load error: \(error)")
    }
    isLoadingAd = false
  }

  /// Shows the ad if a fresh one is loaded; otherwise completes at once and loads one.
  func showAdIfAvailable() {
    // One ad at a time.
    if isShowingAd {
      print("App open ad is already showing.")
      return
    }

    // Without an ad the moment passes: the app goes on and the next ad loads.
    if !isAdAvailable() {
      print("App open ad is not ready yet.")
      appOpenAdManagerAdDidComplete()
      if GADGoogleMobileAdsConsentManager.shared.canRequestAds {
        Task {
          await loadAd()
        }
      }
      return
    }

    if let ad = appOpenAd {
      print("App open ad will be displayed.")
      isShowingAd = true
      ad.present(fromRootViewController: nil)
    }
  }
}

// MARK: - GADFullScreenContentDelegate

extension GADAppOpenSampleAdManager: @preconcurrency GADFullScreenContentDelegate {
  func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    print("[app open] presenting")
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    isShowingAd = false
    appOpenAd = nil
    print("[app open] dismissed")
    appOpenAdManagerAdDidComplete()
    Task {
      await loadAd()
    }
  }

  // MARK: Presentation failures

  func ad(
    _ ad: GADFullScreenPresentingAd,
    didFailToPresentFullScreenContentWithError error: Error
  ) {
    isShowingAd = false
    appOpenAd = nil
    print("[app open] present error: \(error)")
    appOpenAdManagerAdDidComplete()
    Task {
      await loadAd()
    }
  }
}

// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/AppOpenExample/AppOpenExample/AppOpenAdManager.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the v12 names), class `AppOpenAdManager`
//   renamed `AppOpenSampleAdManager`, protocol `AppOpenAdManagerDelegate` renamed
//   `AppOpenSampleAdManagerDelegate`, its consent manager the V12 one.
// Linux edits:
// - import block swapped (`@preconcurrency import GoogleMobileAds` ->
//   `@preconcurrency import FakeGoogleMobileAds`).

@preconcurrency import FakeGoogleMobileAds

/// Told when an app open ad is done with: dismissed, failed, or not there to show.
@MainActor
protocol AppOpenSampleAdManagerDelegate: AnyObject {
  /// The ad is over, or there was none; the app may go on.
  func appOpenAdManagerAdDidComplete(_ appOpenAdManager: AppOpenSampleAdManager)
}

/// Loads app open ads, keeps one for up to four hours and shows it when asked.
@MainActor
class AppOpenSampleAdManager: NSObject {
  /// The loaded ad.
  var appOpenAd: AppOpenAd?
  /// Told when an ad is done with.
  weak var appOpenAdManagerDelegate: AppOpenSampleAdManagerDelegate?
  /// Whether a load is under way.
  var isLoadingAd = false
  /// Whether an ad is on screen.
  var isShowingAd = false
  /// Google's demo app open unit.
  static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// When the ad was loaded.
  var loadTime: Date?
  /// An app open ad may be shown for four hours after its load.
  let timeoutInterval: TimeInterval = 4 * 3_600

  static let shared = AppOpenSampleAdManager()

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

  /// Loads an ad unless one is loading or ready.
  func loadAd() async {
    guard !isLoadingAd, !isAdAvailable() else { return }
    isLoadingAd = true

    do {
      appOpenAd = try await AppOpenAd.load(
        with: Self.adUnitID, request: Request())
      loadTime = Date()
      appOpenAd?.fullScreenContentDelegate = self
    } catch {
      print("[app open] load error: \(error)")
      appOpenAd = nil
      loadTime = nil
    }
    isLoadingAd = false
  }

  /// Shows the ad if a fresh one is loaded; otherwise completes at once and loads one.
  func showAdIfAvailable() {
    // One ad at a time.
    if isShowingAd {
      return print("App open ad is already showing.")
    }

    // Without an ad the moment passes: the app goes on and the next ad loads.
    if !isAdAvailable() {
      print("App open ad is not ready yet.")
      appOpenAdManagerDelegate?.appOpenAdManagerAdDidComplete(self)
      if GoogleMobileAdsConsentManager.shared.canRequestAds {
        Task {
          await loadAd()
        }
      }
      return
    }

    if let appOpenAd {
      appOpenAd.present(from: nil)
      isShowingAd = true
    }
  }
}

// MARK: - FullScreenContentDelegate

extension AppOpenSampleAdManager: FullScreenContentDelegate {
  func adDidRecordImpression(_ ad: FullScreenPresentingAd) {
    print("App open ad recorded an impression.")
  }

  func adDidRecordClick(_ ad: FullScreenPresentingAd) {
    print("App open ad recorded a click.")
  }

  func adWillDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    print("App open ad will be dismissed.")
  }

  func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
    print("[app open] presenting")
  }

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    print("[app open] dismissed")
    isShowingAd = false
    appOpenAd = nil
    appOpenAdManagerDelegate?.appOpenAdManagerAdDidComplete(self)
    Task {
      await loadAd()
    }
  }

  func ad(
    _ ad: FullScreenPresentingAd,
    didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("[app open] present error: \(error)")
    isShowingAd = false
    appOpenAd = nil
    appOpenAdManagerDelegate?.appOpenAdManagerAdDidComplete(self)
    Task {
      await loadAd()
    }
  }
}

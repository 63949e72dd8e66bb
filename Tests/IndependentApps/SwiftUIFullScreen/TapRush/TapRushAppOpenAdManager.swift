import Foundation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// Loads and shows app open ads when the app comes to the foreground.
@MainActor
public final class TapRushAppOpenAdManager: NSObject, ObservableObject, FullScreenContentDelegate {
  public static let shared = TapRushAppOpenAdManager()

  /// Ads older than four hours are expired (Google's guidance).
  private let timeoutInterval: TimeInterval = 4 * 3_600
  private let adUnitID = "ca-app-pub-3940256099942544/5575463023"

  private var appOpenAd: AppOpenAd?
  private var isLoadingAd = false
  private var loadTime: Date?

  /// True while the app open ad covers the app.
  @Published public private(set) var isShowingAd = false
  /// Set by other ad code while its full-screen ad is on screen.
  public var isAnotherFullScreenAdShowing = false

  /// The current date; a seam for tests (`Date()` on a device).
  public var now: () -> Date = { Date() }

  private override init() {
    super.init()
  }

  private var isAdAvailable: Bool {
    appOpenAd != nil && !isAdExpired
  }

  private var isAdExpired: Bool {
    guard let loadTime else { return true }
    return now().timeIntervalSince(loadTime) >= timeoutInterval
  }

  public func loadAd() {
    // Don't load again while a load is under way or an ad is waiting.
    if isLoadingAd || isAdAvailable { return }
    guard ConsentInformation.shared.canRequestAds else { return }
    isLoadingAd = true

    Task {
      do {
        let ad = try await AppOpenAd.load(with: adUnitID, request: Request())
        ad.fullScreenContentDelegate = self
        appOpenAd = ad
        loadTime = now()
      } catch {
        print("App open ad failed to load: \(error.localizedDescription)")
        appOpenAd = nil
        loadTime = nil
      }
      isLoadingAd = false
    }
  }

  public func showAdIfAvailable() {
    // Never over another ad, ours or the game's.
    if isShowingAd || isAnotherFullScreenAdShowing { return }

    if !isAdAvailable {
      appOpenAd = nil
      loadAd()
      return
    }

    if let appOpenAd {
      isShowingAd = true
      appOpenAd.present(from: nil)
    }
  }

  // MARK: - FullScreenContentDelegate

  public func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
    print("App open ad will present.")
  }

  public func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    appOpenAd = nil
    isShowingAd = false
    loadAd()
  }

  public func ad(
    _ ad: FullScreenPresentingAd,
    didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("App open ad failed to present: \(error.localizedDescription)")
    appOpenAd = nil
    isShowingAd = false
    loadAd()
  }
}

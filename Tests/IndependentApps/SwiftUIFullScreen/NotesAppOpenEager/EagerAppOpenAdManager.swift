import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The notes app's one app open ad, loaded again at every activation: kept for four hours
/// at most, and shown when a returning user brings the app to the front.
@MainActor
final class EagerAppOpenAdManager: NSObject, FullScreenContentDelegate {
  /// The manager the whole app shares.
  static let shared = EagerAppOpenAdManager()

  /// Where the opens of the app are counted, across launches.
  static let opensKey = "notes.appOpenCount"
  /// Opens a new user gets with no app open ad.
  static let opensBeforeAds = 3

  /// The clock the ad's age is read from; the app delegate hands it over at launch.
  var now: () -> Date = Date.init

  private var appOpenAd: AppOpenAd?
  private var loadTime: Date?
  private var isLoadingAd = false
  private var isShowingAd = false
  private var isOpenCounted = false

  /// Google's demo app open unit, used in every build that is not the store's.
  private static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// App open ads are worth showing for four hours after they load.
  private static let lifetime: TimeInterval = 4 * 60 * 60

  private override init() {
    super.init()
  }

  /// Whether an ad is held that is young enough to show.
  private var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < Self.lifetime
  }

  /// Whether the user has opened the app often enough to see app open ads.
  private var isReturningUser: Bool {
    UserDefaults.standard.integer(forKey: Self.opensKey) > Self.opensBeforeAds
  }

  /// Counts this time in the foreground as one open of the app.
  func noteOpen() {
    guard !isOpenCounted else { return }
    isOpenCounted = true
    let defaults = UserDefaults.standard
    defaults.set(defaults.integer(forKey: Self.opensKey) + 1, forKey: Self.opensKey)
  }

  /// The app went to the background: its next activation is a new open.
  func noteBackground() {
    isOpenCounted = false
  }

  /// Makes sure an ad is on its way: loads one unless one is loading.
  func loadAd() {
    // BUG (breaks gma.app-open.single-load): only a running load stops another. The app
    // calls this at every .active phase, so an activation that shows no ad (a new user's,
    // or a return from the notification centre) requests another with a fresh, unused ad
    // in hand, which the new one then replaces.
    guard !isLoadingAd else { return }
    isLoadingAd = true
    Task {
      defer { isLoadingAd = false }
      do {
        let ad = try await AppOpenAd.load(with: Self.adUnitID, request: Request())
        ad.fullScreenContentDelegate = self
        appOpenAd = ad
        loadTime = now()
      } catch {
        // The next time the app comes to the front asks again.
        print("App open ad failed to load: \(error.localizedDescription)")
      }
    }
  }

  /// Shows the held ad to a returning user if it is fresh; otherwise loads one for the
  /// next time.
  func showAdIfAvailable() {
    guard !isShowingAd, isReturningUser else { return }
    guard isAdAvailable, let ad = appOpenAd else {
      loadAd()
      return
    }
    isShowingAd = true
    // v12 finds the top view controller of the key window by itself.
    ad.present(from: nil)
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    loadAd()
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    print("App open ad failed to present: \(error.localizedDescription)")
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    loadAd()
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Independent app open client: a news app that retries a failed load on a backed-off
/// timer (by default 5 s, then 10, 20, 40 … up to 5 minutes), with the GAD names.
///
/// The loader keeps `isLoading` and the ad with its load time; a failed load schedules one
/// retry on the clock it is given, doubling the wait each time and resetting it after a
/// success. The app shows a fresh ad from `applicationDidBecomeActive(_:)` to returning
/// users; it has no loading screen, so no ad on a cold start. After a dismissal or a failed
/// presentation it loads the next ad at once.
///
/// The first wait is a parameter: a second subject starts the back-off at 2 s (2, 4, 8,
/// 16 …), the schedule many ad networks publish for their own SDKs.
///
/// Intended to keep every app open rule, with either first wait.
final class NewsAppDelegate: NSObject, UIApplicationDelegate {
  var previousOpens = 0
  private(set) var opens = 0
  var window: UIWindow?
  let loader: BackoffAppOpenLoader

  init(
    clock: any Clock<Duration>, now: @escaping @MainActor () -> Date,
    firstRetryDelay: Duration = .seconds(5)
  ) {
    loader = BackoffAppOpenLoader(clock: clock, now: now, firstRetryDelay: firstRetryDelay)
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = HeadlinesViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    if previousOpens + opens > 3, let root = window?.rootViewController {
      loader.showIfAvailable(from: root)
    } else {
      loader.loadIfNeeded()
    }
  }
}

/// Loads app open ads, retrying failures after a growing delay.
@MainActor
final class BackoffAppOpenLoader: NSObject, @preconcurrency GADFullScreenContentDelegate {
  /// Google's demo unit for app open ads; a release build puts its own unit here.
  static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  static let longestRetryDelay: Duration = .seconds(300)
  private let clock: any Clock<Duration>
  private let now: @MainActor () -> Date
  private var appOpenAd: GADAppOpenAd?
  private var loadTime: Date?
  private var isLoading = false
  private var isShowing = false
  private let firstRetryDelay: Duration
  private var retryDelay: Duration
  private var retry: Task<Void, Never>?

  init(clock: any Clock<Duration>, now: @escaping @MainActor () -> Date, firstRetryDelay: Duration) {
    self.clock = clock
    self.now = now
    self.firstRetryDelay = firstRetryDelay
    retryDelay = firstRetryDelay
    super.init()
  }

  private var isAdFresh: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < 4 * 3600
  }

  func loadIfNeeded() {
    guard !isLoading, !isAdFresh else { return }
    isLoading = true
    GADAppOpenAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) {
      [weak self] ad, error in
      guard let self else { return }
      isLoading = false
      if let ad, error == nil {
        ad.fullScreenContentDelegate = self
        appOpenAd = ad
        loadTime = now()
        retryDelay = firstRetryDelay
      } else {
        appOpenAd = nil
        loadTime = nil
        scheduleRetry()
      }
    }
  }

  private func scheduleRetry() {
    guard retry == nil else { return }
    let delay = retryDelay
    retryDelay = min(retryDelay * 2, Self.longestRetryDelay)
    let clock = self.clock
    retry = Task { [weak self] in
      try? await clock.sleep(for: delay)
      self?.retry = nil
      self?.loadIfNeeded()
    }
  }

  func showIfAvailable(from root: UIViewController) {
    guard !isShowing else { return }
    guard isAdFresh, let appOpenAd else {
      loadIfNeeded()
      return
    }
    isShowing = true
    appOpenAd.present(fromRootViewController: root)
  }

  private func next() {
    appOpenAd = nil
    isShowing = false
    loadIfNeeded()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) { next() }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    next()
  }
}

/// The app's only screen.
final class HeadlinesViewController: UIViewController {}

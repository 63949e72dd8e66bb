import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Independent app open client: the shape of Google's own app open example, with the GAD
/// names and the completion-handler load.
///
/// An `AppOpenAdManager`-style object keeps `isLoadingAd`, `isShowingAd` and `loadTime`,
/// checks freshness with `wasLoadTimeLessThanNHoursAgo`, and tells a delegate when an ad's
/// life is complete (dismissed, failed to show, or not available when wanted). A splash
/// screen counts down three seconds while the first ad loads, then shows the ad over
/// itself if one is there; the main screen follows when the ad is done. The app delegate
/// shows an available ad from `applicationDidBecomeActive(_:)`, except over the splash.
/// The manager is made per run by the factory and reads the time from the date it is
/// given (`Context.now`); opens are counted so that only returning users see these ads
/// (a real app keeps the count in UserDefaults).
///
/// Intended to keep every app open rule.
final class GoogleStyleAppDelegate: NSObject, UIApplicationDelegate {
  /// Opens before this session; the returning-user hook sets it.
  var previousLaunches = 0
  private(set) var launches = 0
  var window: UIWindow?
  let manager: GoogleStyleAppOpenAdManager
  private let clock: any Clock<Duration>

  init(manager: GoogleStyleAppOpenAdManager, clock: any Clock<Duration>) {
    self.manager = manager
    self.clock = clock
    super.init()
  }

  var isReturningUser: Bool { previousLaunches + launches > 3 }

  /// Whether the splash screen is up (the loading-screen probe).
  var isSplashUp: Bool { window?.rootViewController is CountdownSplashViewController }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    let window = UIWindow(frame: UIScreen.main.bounds)
    let splash = CountdownSplashViewController(manager: manager, clock: clock) { [weak self] in
      self?.isReturningUser ?? false
    }
    splash.onFinished = { [weak self] in self?.showMainScreen() }
    window.rootViewController = splash
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    launches += 1
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    guard let rootViewController = application.keyWindow?.rootViewController else { return }
    // No app open ad over the splash screen: it shows its own.
    if rootViewController is CountdownSplashViewController { return }
    if isReturningUser {
      manager.showAdIfAvailable(viewController: rootViewController)
    } else {
      manager.loadAd()
    }
  }

  private func showMainScreen() {
    window?.rootViewController = ChannelListViewController()
  }
}

@MainActor
protocol GoogleStyleAppOpenAdManagerDelegate: AnyObject {
  /// The ad's life is over: dismissed, failed to show, or not there when wanted.
  func appOpenAdManagerAdDidComplete(_ manager: GoogleStyleAppOpenAdManager)
}

/// Loads and shows app open ads the way Google's example manager does.
@MainActor
final class GoogleStyleAppOpenAdManager: NSObject, @preconcurrency GADFullScreenContentDelegate {
  /// Google's demo unit for app open ads; a release build puts its own unit here.
  static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// App open ads expire four hours after they load.
  let timeoutInterval: TimeInterval = 4 * 3_600
  var appOpenAd: GADAppOpenAd?
  weak var delegate: (any GoogleStyleAppOpenAdManagerDelegate)?
  var isLoadingAd = false
  var isShowingAd = false
  var loadTime: Date?
  private let now: @MainActor () -> Date

  init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
    super.init()
  }

  private func wasLoadTimeLessThanNHoursAgo(timeoutInterval: TimeInterval) -> Bool {
    guard let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < timeoutInterval
  }

  private func isAdAvailable() -> Bool {
    appOpenAd != nil && wasLoadTimeLessThanNHoursAgo(timeoutInterval: timeoutInterval)
  }

  private func adDidComplete() {
    delegate?.appOpenAdManagerAdDidComplete(self)
  }

  func loadAd() {
    if isLoadingAd || isAdAvailable() { return }
    isLoadingAd = true
    GADAppOpenAd.load(
      withAdUnitID: Self.adUnitID, request: GADRequest()
    ) { [weak self] ad, error in
      guard let self else { return }
      isLoadingAd = false
      if error != nil {
        appOpenAd = nil
        loadTime = nil
        return
      }
      appOpenAd = ad
      appOpenAd?.fullScreenContentDelegate = self
      loadTime = now()
    }
  }

  func showAdIfAvailable(viewController: UIViewController) {
    if isShowingAd { return }
    guard isAdAvailable(), let appOpenAd else {
      adDidComplete()
      loadAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: viewController)
  }

  // MARK: GADFullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    appOpenAd = nil
    isShowingAd = false
    adDidComplete()
    loadAd()
  }

  func ad(
    _ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) {
    appOpenAd = nil
    isShowingAd = false
    adDidComplete()
    loadAd()
  }
}

/// The launch screen: counts down while the first ad loads, then shows it if it came.
final class CountdownSplashViewController: UIViewController, GoogleStyleAppOpenAdManagerDelegate {
  private let manager: GoogleStyleAppOpenAdManager
  private let clock: any Clock<Duration>
  private let showsAds: () -> Bool
  private(set) var secondsRemaining = 3
  private var countdown: Task<Void, Never>?
  private var finished = false
  var onFinished: (() -> Void)?

  init(manager: GoogleStyleAppOpenAdManager, clock: any Clock<Duration>, showsAds: @escaping () -> Bool) {
    self.manager = manager
    self.clock = clock
    self.showsAds = showsAds
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    manager.delegate = self
    startTimer()
    manager.loadAd()
  }

  private func startTimer() {
    let clock = self.clock
    countdown = Task { [weak self] in
      while self?.secondsRemaining ?? 0 > 0 {
        do { try await clock.sleep(for: .seconds(1)) } catch { return }
        self?.decrementCounter()
      }
    }
  }

  private func decrementCounter() {
    secondsRemaining -= 1
    guard secondsRemaining <= 0 else { return }
    if showsAds() {
      manager.showAdIfAvailable(viewController: self)
    } else {
      startMainScreen()
    }
  }

  private func startMainScreen() {
    guard !finished else { return }
    finished = true
    manager.delegate = nil
    onFinished?()
  }

  func appOpenAdManagerAdDidComplete(_ manager: GoogleStyleAppOpenAdManager) {
    startMainScreen()
  }
}

/// The app's main content.
final class ChannelListViewController: UIViewController {}

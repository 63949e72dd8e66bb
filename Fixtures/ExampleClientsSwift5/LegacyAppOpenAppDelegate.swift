import ExampleClients
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app open client written the way apps were before Swift 6: Swift 5 language mode,
/// the GAD-prefixed names, completion handlers and notification observers.
///
/// It keeps every app open rule, showing that older client code runs against the fakes
/// unchanged:
/// - it observes `UIApplication.didBecomeActiveNotification` with `object: nil`;
/// - loads use `GADAppOpenAd.load(withAdUnitID:request:completionHandler:)` and
///   presentation `present(fromRootViewController:)` with the window's root controller;
/// - the ad's age is measured with an injected date function, not `Date()`;
/// - the loading screen lasts until the app's own setup is done, and an ad arriving while
///   it is up is shown over it.
public final class LegacyAppOpenAppDelegate: NSObject, UIApplicationDelegate, GADFullScreenContentDelegate,
  ExampleClient
{
  /// The rules this client breaks: none.
  nonisolated public static var violates: [String] { [] }
  /// What the client does.
  nonisolated public static var summary: String {
    "A Swift 5 app open client with GAD names, completion handlers and notification observers."
  }

  /// The app's window.
  public var window: UIWindow?
  /// How many times the user opened the app in earlier sessions.
  public var previousOpens = 0
  /// Whether the launch loading screen is showing.
  public private(set) var isLoadingScreenUp = false
  private var opens = 0
  private var appOpenAd: GADAppOpenAd?
  private var loadTime: Date?
  private var isLoadingAd = false
  private var isShowingAd = false
  private var setupDoneUnderAd = false
  private var observer: NSObjectProtocol?
  private let now: () -> Date
  private let clock: any Clock<Duration>

  /// Creates the app with the date function and clock it should use.
  public init(now: @escaping () -> Date, clock: any Clock<Duration>) {
    self.now = now
    self.clock = clock
    super.init()
  }

  /// Shows the loading screen, starts the app's setup and loads the first ad.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    window = UIWindow(frame: .zero)
    window?.rootViewController = LoadingViewController()
    window?.makeKeyAndVisible()
    isLoadingScreenUp = true
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.appBecameActive() }
    }
    let clock = self.clock
    Task {
      try? await clock.sleep(for: .seconds(2))
      self.setupDone()
    }
    loadAd()
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  private var isReturningUser: Bool { previousOpens + opens > 3 }

  private var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime = loadTime else { return false }
    return now().timeIntervalSince(loadTime) < 4 * 3600
  }

  private func appBecameActive() {
    if isLoadingScreenUp { return }
    if isReturningUser { showAdIfAvailable() } else { loadAd() }
  }

  private func loadAd() {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    appOpenAd = nil
    GADAppOpenAd.load(withAdUnitID: GoogleTestAdUnits.appOpen, request: GADRequest()) { [weak self] ad, error in
      guard let self = self else { return }
      self.isLoadingAd = false
      guard let ad = ad, error == nil else { return }
      ad.fullScreenContentDelegate = self
      self.appOpenAd = ad
      self.loadTime = self.now()
      if self.isLoadingScreenUp && self.isReturningUser { self.showAdIfAvailable() }
    }
  }

  private func showAdIfAvailable() {
    if isShowingAd { return }
    guard isAdAvailable, let ad = appOpenAd else {
      loadAd()
      return
    }
    isShowingAd = true
    ad.present(fromRootViewController: window?.rootViewController)
  }

  private func setupDone() {
    if isShowingAd {
      setupDoneUnderAd = true
    } else {
      showHome()
    }
  }

  private func showHome() {
    window?.rootViewController = HomeViewController()
    isLoadingScreenUp = false
  }

  private func adGone() {
    appOpenAd = nil
    isShowingAd = false
    if setupDoneUnderAd {
      setupDoneUnderAd = false
      showHome()
    }
    loadAd()
  }

  /// Drops the shown ad and loads the next.
  public func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    adGone()
  }

  /// Drops the ad that could not be shown and loads the next.
  public func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    adGone()
  }
}

import Foundation

#if canImport(GoogleMobileAds)
  import GoogleMobileAds
  import UIKit
#else
  import FakeGoogleMobileAds
  import FakeUIKit
#endif

/// The shop app's delegate: a splash screen at launch and app open ads for regulars.
///
/// It loads one ad at a time from Google's demo unit, keeps it at most four hours by an
/// injected clock, shows it when the app comes back (or over the splash screen on a cold
/// start), and loads the next after a dismissal or a failed presentation.
public final class ShopAppDelegate: NSObject, UIApplicationDelegate, FullScreenContentDelegate {
  /// The app's window.
  public private(set) var window: UIWindow?
  /// Whether the splash screen is up.
  public private(set) var isSplashUp = false
  /// How many times the shopper opened the app before this session.
  public var earlierOpens = 0
  private var opens = 0
  private var ad: AppOpenAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowing = false
  private var splashDoneUnderAd = false
  private let now: () -> Date
  private let clock: any Clock<Duration>

  /// Creates the app delegate with the date function and clock it runs on.
  public init(now: @escaping () -> Date, clock: any Clock<Duration>) {
    self.now = now
    self.clock = clock
  }

  /// Shows the splash screen and loads the first ad.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: .zero)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    isSplashUp = true
    Task {
      try? await clock.sleep(for: .seconds(2))
      if isShowing { splashDoneUnderAd = true } else { endSplash() }
    }
    Task {
      await load()
      if isSplashUp && isRegular { show() }
    }
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) { opens += 1 }

  /// Shows a fresh ad to a regular, or loads one.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isSplashUp else { return }
    if isRegular { show() } else { Task { await load() } }
  }

  private var isRegular: Bool { earlierOpens + opens > 3 }

  private var hasFreshAd: Bool {
    guard ad != nil, let loadedAt else { return false }
    return now().timeIntervalSince(loadedAt) < 4 * 3600
  }

  private func load() async {
    if isLoading || hasFreshAd { return }
    isLoading = true
    defer { isLoading = false }
    ad = nil
    do {
      let loaded = try await AppOpenAd.load(with: "ca-app-pub-3940256099942544/5575463023", request: Request())
      loaded.fullScreenContentDelegate = self
      ad = loaded
      loadedAt = now()
    } catch {
      ad = nil
    }
  }

  private func show() {
    guard !isShowing else { return }
    guard hasFreshAd, let ad else {
      Task { await load() }
      return
    }
    isShowing = true
    ad.present(from: nil)
  }

  private func endSplash() {
    window?.rootViewController = UIViewController()
    isSplashUp = false
  }

  private func adGone() {
    ad = nil
    isShowing = false
    if splashDoneUnderAd {
      splashDoneUnderAd = false
      endSplash()
    }
    Task { await load() }
  }

  /// Drops the shown ad and loads the next.
  public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) { adGone() }

  /// Drops the ad that could not be shown and loads the next.
  public func ad(
    _ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) { adGone() }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app that opens on a loading screen and shows app open ads to returning users.
///
/// A teaching example of the app side of app open ads:
/// - on a cold start it loads an ad and shows it only if the ad arrives while the loading
///   screen is still up; an ad that arrives later waits for the next foreground;
/// - if the loading finishes while the ad is up, the loading screen goes when the ad goes;
/// - each time the app becomes active it shows a fresh ad if it has one, or loads one;
/// - users see app open ads only from their fourth open on; a real app keeps the count in
///   its preferences.
///
/// The class is open so the faulty example clients can each break one rule in a subclass.
@MainActor
open class SplashAppDelegate: NSObject, UIApplicationDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "An app with a loading screen and an app open ad manager on an injected clock."
  }
  /// The rules the harness cannot decide for this client: none.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// How many opens pass before the app shows app open ads.
  public static let opensBeforeAds = 3
  /// How long the loading screen's work takes.
  public static let loadingTime: Duration = .seconds(2)

  /// The ad manager.
  public let manager: AppOpenAdManager
  /// The app's window.
  public private(set) var window: UIWindow?
  /// How many times the user opened the app in earlier sessions.
  public var previousOpens = 0
  /// How many times the user opened the app in this session.
  public private(set) var opens = 0
  /// Whether the launch loading screen is showing.
  public private(set) var isLoadingScreenUp = false
  private var loadingFinishedUnderAd = false
  let clock: any Clock<Duration>

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - now: The current date, for the ad's lifetime.
  ///   - clock: The clock the loading screen's work runs on.
  public required init(now: @escaping () -> Date, clock: any Clock<Duration>) {
    manager = Self.makeManager(now: now)
    self.clock = clock
    super.init()
    manager.onAdGone = { [weak self] in self?.adGone() }
  }

  /// Makes the ad manager, reading the time from the date function.
  class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    AppOpenAdManager(now: now)
  }

  /// Whether the user has opened the app often enough to see app open ads.
  open var isReturningUser: Bool { previousOpens + opens > Self.opensBeforeAds }

  /// Shows the loading screen, starts its work and loads the first ad.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: .zero)
    window.rootViewController = LoadingViewController()
    window.makeKeyAndVisible()
    self.window = window
    isLoadingScreenUp = true
    let clock = self.clock
    Task {
      try? await clock.sleep(for: Self.loadingTime)
      self.finishLoading()
    }
    Task { await loadColdStartAd() }
    return true
  }

  /// Loads the launch's ad and shows it if it arrives while the loading screen is up.
  func loadColdStartAd() async {
    await manager.loadAd()
    if isLoadingScreenUp && isReturningUser { manager.showAdIfAvailable() }
  }

  /// Counts the open.
  open func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user, or loads one; not on the cold start.
  open func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isLoadingScreenUp else { return }
    if isReturningUser {
      manager.showAdIfAvailable()
    } else {
      Task { await manager.loadAd() }
    }
  }

  func finishLoading() {
    if manager.isShowingAd {
      loadingFinishedUnderAd = true
    } else {
      showHome()
    }
  }

  private func adGone() {
    if loadingFinishedUnderAd {
      loadingFinishedUnderAd = false
      showHome()
    }
  }

  func showHome() {
    window?.rootViewController = HomeViewController()
    isLoadingScreenUp = false
  }
}

/// The screen an app shows while it prepares its content at launch.
public final class LoadingViewController: UIViewController {}

/// The app's main content.
public final class HomeViewController: UIViewController {}

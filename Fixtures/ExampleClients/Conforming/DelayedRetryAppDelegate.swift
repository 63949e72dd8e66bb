import FakeGoogleMobileAds
import FakeUIKit

/// The app delegate that keeps a ``DelayedRetryAppOpenManager``: it starts the SDK, asks
/// for the first ad at launch and hands each return to the foreground to the manager.
///
/// The app has no loading screen of its own (the storyboard's window is the app), so a
/// cold start shows no ad; users see app open ads from their fourth open on, a count a
/// real app keeps in its preferences.
@MainActor
public final class DelayedRetryAppDelegate: UIResponder, UIApplicationDelegate {
  /// The app open ad manager.
  public let appOpenManager: DelayedRetryAppOpenManager
  /// How many times the user opened the app before this launch.
  public var previousOpens = 0
  /// How many times the user opened the app since this launch.
  public private(set) var opens = 0

  /// Creates the app delegate around its ad manager.
  public init(appOpenManager: DelayedRetryAppOpenManager) {
    self.appOpenManager = appOpenManager
    super.init()
  }

  private var isReturningUser: Bool { previousOpens + opens > 3 }

  /// Starts the SDK and asks for the first ad.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    appOpenManager.loadAd()
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user; otherwise makes sure one is on its way.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    if isReturningUser {
      appOpenManager.showAdIfAvailable()
    } else {
      appOpenManager.loadAd()
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension AppOpenStale {
  /// The to-do app's delegate: starts the SDK, preloads the app open ad at launch and
  /// offers it each time the app becomes active, once the user has opened the app a few
  /// times.
  final class AppOpenAppDelegate: UIResponder, UIApplicationDelegate {
    /// How many opens the app gives a new user before its first app open ad.
    static let opensBeforeAds = 3
    private static let opensKey = "appOpenCount"

    var window: UIWindow?
    let defaults: UserDefaults
    private let now: () -> Date

    init(defaults: UserDefaults = .standard, now: @escaping () -> Date = { Date() }) {
      self.defaults = defaults
      self.now = now
      super.init()
    }

    /// How many times the user has opened the app, this open included.
    var opens: Int {
      get { defaults.integer(forKey: Self.opensKey) }
      set { defaults.set(newValue, forKey: Self.opensKey) }
    }

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UINavigationController(rootViewController: HomeViewController())
      window.makeKeyAndVisible()
      self.window = window

      opens += 1
      GADMobileAds.sharedInstance().start(completionHandler: nil)
      AppOpenAdManager.shared.now = now
      AppOpenAdManager.shared.loadAd()
      return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
      opens += 1
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      guard opens > Self.opensBeforeAds else { return }
      AppOpenAdManager.shared.showAdIfAvailable()
    }
  }
}

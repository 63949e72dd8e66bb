import FakeGoogleMobileAds
import FakeUIKit

/// The app delegate: owns the ad coordinator and the wallet, and builds the window.
/// (`@main` / `@UIApplicationMain` dropped for Linux, as the docs ask.)
public final class AppDelegate: UIResponder, UIApplicationDelegate {
  public var window: UIWindow?
  public let ads = AdCoordinator()
  public let wallet = CoinWallet()

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    ads.start()
    let list = ArticleListViewController(ads: ads, wallet: wallet)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

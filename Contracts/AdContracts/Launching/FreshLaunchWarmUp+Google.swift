import FakeGoogleMobileAds
import FakeUIKit

extension FreshLaunchWarmUp {
  /// A store screen that shows a rewarded ad when the user asks, in the v12 names.
  final class RewardedScreen: UIViewController, FullScreenContentDelegate {
    var ad: RewardedAd?
    var coins = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      load()
    }

    func load() {
      RewardedAd.load(with: "ca-app-pub-3940256099942544/1712485313", request: Request()) { ad, _ in
        self.ad = ad
        ad?.fullScreenContentDelegate = self
      }
    }

    func watch() {
      guard let ad else { return }
      self.ad = nil
      ad.present(from: self) { self.coins += 1 }
    }

    func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      load()
    }
  }

  /// A game screen that shows a rewarded interstitial ad at the break, loaded and shown in
  /// the GAD names.
  final class RewardedInterstitialScreen: UIViewController, FullScreenContentDelegate {
    var ad: GADRewardedInterstitialAd?
    var bonuses = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      load()
    }

    func load() {
      GADRewardedInterstitialAd.load(
        withAdUnitID: "ca-app-pub-3940256099942544/6978759866", request: GADRequest()
      ) { ad, _ in
        self.ad = ad
        ad?.fullScreenContentDelegate = self
      }
    }

    func pause() {
      guard let ad else { return }
      self.ad = nil
      ad.present(fromRootViewController: self) { self.bonuses += 1 }
    }

    func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      load()
    }
  }

  /// An app that shows an app open ad each time it comes to the foreground, in the v12
  /// names.
  final class AppOpenApp: UIResponder, UIApplicationDelegate, FullScreenContentDelegate {
    var window: UIWindow?
    var ad: AppOpenAd?
    var isLoading = false

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      self.window = window
      load()
      return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      guard let ad else { return load() }
      self.ad = nil
      ad.fullScreenContentDelegate = self
      ad.present(from: nil)
    }

    func load() {
      guard !isLoading, ad == nil else { return }
      isLoading = true
      AppOpenAd.load(with: GoogleTestAdUnits.appOpen, request: Request()) { ad, _ in
        self.isLoading = false
        self.ad = ad
      }
    }

    func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      load()
    }

    func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      load()
    }
  }

  /// The warm-up's clients of the other Google full-screen kinds.
  static var googleFullScreenSubjects: [Subject] {
    [
      Subject.googleRewardedScreen("warm-up rewarded", userAsksToWatch: { $0.watch() }, rewardsGranted: { $0.coins }) {
        _ in RewardedScreen()
      },
      Subject.googleRewardedInterstitialScreen(
        "warm-up rewarded interstitial", naturalBreak: { $0.pause() }, rewardsGranted: { $0.bonuses }
      ) { _ in RewardedInterstitialScreen() },
      Subject.googleAppOpen("warm-up app open", readsTimeFromContext: false) { _ in AppOpenApp() },
    ]
  }
}

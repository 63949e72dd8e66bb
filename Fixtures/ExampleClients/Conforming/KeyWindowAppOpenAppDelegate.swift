import FakeGoogleMobileAds
import FakeUIKit

/// An app delegate written as app open code was for SDK versions 8 to 10: it starts the
/// SDK, names its test devices, loads with an orientation and presents from the key
/// window's root view controller.
///
/// A teaching example that real code of that era keeps every app open rule when it minds
/// a few things:
/// - `GADMobileAds.sharedInstance().start(completionHandler:)` starts the SDK at launch
///   and its completion asks for the first ad, unless the launch's becoming active has
///   asked already; `requestConfiguration.testDeviceIdentifiers` names the test devices,
///   and the ad unit is Google's demo unit;
/// - loads go through `GADAppOpenAd.load(withAdUnitID:request:orientation:completionHandler:)`
///   with `.portrait`, one at a time, never while a fresh ad is held;
/// - there is no loading screen of its own: the storyboard's window is the app, so a cold
///   start never shows an ad, and each later return shows a fresh ad or loads one;
/// - the view controller to present from is found through the scenes, as the key window's
///   root, and an isShowingAd flag keeps a second presentation away while the ad is up;
/// - the ad's age is read from an injected date function, not `Date()`;
/// - users see app open ads from their fourth open on; a real app keeps the count in its
///   preferences.
///
/// The class is open so its faulty twin can break one rule in a subclass.
@MainActor
open class KeyWindowAppOpenAppDelegate: UIResponder, UIApplicationDelegate,
  @preconcurrency GADFullScreenContentDelegate,
  ExampleClient
{
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A v8–v10 style app delegate: SDK start, test devices, portrait loads, presenting from the key window's root."
  }

  /// The app open ad unit: Google's demo unit, for development and tests.
  let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// How long an app open ad stays valid after it loads, in seconds.
  let adLifetime: TimeInterval = 4 * 3600

  /// How many times the user opened the app before this launch.
  public var previousOpens = 0
  /// How many times the user opened the app since this launch.
  public private(set) var opens = 0
  var appOpenAd: GADAppOpenAd?
  var loadTime: Date?
  var isLoadingAd = false
  var isShowingAd = false
  private let now: () -> Date

  /// Creates the app delegate with the date function it measures the ad's age by.
  ///
  /// - Parameter now: The current date; `Date.init` on a device, the harness's clock in tests.
  public required init(now: @escaping () -> Date) {
    self.now = now
    super.init()
  }

  /// Whether the user has opened the app often enough to see app open ads.
  var isReturningUser: Bool { previousOpens + opens > 3 }

  /// Whether an ad is held and was loaded less than four hours ago.
  var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < adLifetime
  }

  // MARK: UIApplicationDelegate

  /// Names the test devices, starts the SDK and asks for the first ad once it has started.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers = [GADSimulatorID]
    GADMobileAds.sharedInstance().start { [weak self] _ in
      self?.requestAppOpenAd()
    }
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user, or asks for one.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    tryToPresentAd()
  }

  // MARK: Loading and presenting

  /// Asks for an ad unless one is on its way or a fresh one is held.
  func requestAppOpenAd() {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    appOpenAd = nil
    GADAppOpenAd.load(
      withAdUnitID: adUnitID, request: GADRequest(), orientation: .portrait
    ) { [weak self] ad, error in
      guard let self else { return }
      isLoadingAd = false
      guard let ad, error == nil else {
        // The next return to the foreground asks again.
        loadTime = nil
        return
      }
      ad.fullScreenContentDelegate = self
      appOpenAd = ad
      loadTime = now()
    }
  }

  /// The root view controller of the window the user sees, found through the app's scenes.
  var keyWindowRootViewController: UIViewController? {
    UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows)
      .first { $0.isKeyWindow }?
      .rootViewController
  }

  /// Presents the ad from the key window's root if it is fresh and nothing is showing;
  /// otherwise asks for one.
  open func tryToPresentAd() {
    guard !isShowingAd else { return }
    guard isReturningUser, isAdAvailable, let appOpenAd else {
      requestAppOpenAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: keyWindowRootViewController)
  }

  private func adFinished() {
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    requestAppOpenAd()
  }

  // MARK: GADFullScreenContentDelegate

  /// Drops the shown ad and asks for the next.
  public func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    adFinished()
  }

  /// Drops the ad that could not be shown and asks for the next.
  public func ad(
    _ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error
  ) {
    adFinished()
  }
}

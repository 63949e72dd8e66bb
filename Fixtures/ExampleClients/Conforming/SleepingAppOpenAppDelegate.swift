import FakeGoogleMobileAds
import FakeUIKit

/// An app whose loads are `await`ed in a `Task` after a short `Task.sleep`, the async way
/// of writing an app open ad manager.
///
/// A teaching example of async app open code with GAD names:
/// - each load first sleeps half a second with `try await Task.sleep(for:)`, so the request
///   does not compete with the transition that asked for it (a launch, a dismissal), then
///   awaits `GADAppOpenAd.load(withAdUnitID:request:)`;
/// - the loading flag is set before the sleep and cleared by a `defer`, so a second caller
///   during the sleep or the load returns at once: the SDK's start completion and the
///   launch's becoming active both ask for the first ad, and only one load goes out;
/// - the launch's own work (two seconds, also a `Task.sleep`) runs under a loading screen;
///   an ad that arrives while it is up is shown over it, once, and if the work finishes
///   under the ad the loading screen goes when the ad goes;
/// - each later return shows a fresh ad or loads one; the ad's age comes from an injected
///   date function, and users see app open ads from their fourth open on.
///
/// The class is open so its faulty twin can break one rule in a subclass.
@MainActor
open class SleepingAppOpenAppDelegate: UIResponder, UIApplicationDelegate, @preconcurrency GADFullScreenContentDelegate,
  ExampleClient
{
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "An app that awaits each app open ad load in a Task after a short Task.sleep."
  }

  /// How long a load waits before it asks for an ad.
  public static let settleDelay: Duration = .milliseconds(500)
  /// How long the launch's own work takes under the loading screen.
  public static let launchWork: Duration = .seconds(2)

  /// The app open ad unit: Google's demo unit, for development and tests.
  let adUnitID = "ca-app-pub-3940256099942544/5575463023"

  /// The app's window.
  public var window: UIWindow?
  /// How many times the user opened the app before this launch.
  public var previousOpens = 0
  /// How many times the user opened the app since this launch.
  public private(set) var opens = 0
  /// Whether the launch loading screen is showing.
  public private(set) var isLoadingScreenUp = false
  var appOpenAd: GADAppOpenAd?
  var loadTime: Date?
  var isLoadingAd = false
  var isShowingAd = false
  private var hasShownOverLoadingScreen = false
  private var launchWorkFinishedUnderAd = false
  private let now: () -> Date

  /// Creates the app with the date function it measures the ad's age by.
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
    return now().timeIntervalSince(loadTime) < 4 * 3600
  }

  // MARK: UIApplicationDelegate

  /// Shows the loading screen, starts the launch's work and starts the SDK, which asks for
  /// the first ad once it is ready.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = LoadingViewController()
    window?.makeKeyAndVisible()
    isLoadingScreenUp = true
    Task {
      try? await Task.sleep(for: Self.launchWork)
      launchWorkFinished()
    }
    GADMobileAds.sharedInstance().start { [weak self] _ in
      Task { await self?.loadAd() }
    }
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user once the launch is over; otherwise loads one.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    if isReturningUser && !isLoadingScreenUp {
      showAdIfAvailable()
    } else {
      Task { await loadAd() }
    }
  }

  // MARK: Loading and showing

  /// Waits a moment, then loads an ad, unless one is on its way or a fresh one is held.
  open func loadAd() async {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    defer { isLoadingAd = false }
    appOpenAd = nil
    do {
      try await Task.sleep(for: Self.settleDelay)
      let ad = try await GADAppOpenAd.load(withAdUnitID: adUnitID, request: GADRequest())
      keep(ad)
    } catch {
      loadTime = nil
    }
  }

  /// Keeps an ad that has just loaded, and shows it if the launch's loading screen is up.
  func keep(_ ad: GADAppOpenAd) {
    ad.fullScreenContentDelegate = self
    appOpenAd = ad
    loadTime = now()
    if isLoadingScreenUp && isReturningUser && !hasShownOverLoadingScreen {
      hasShownOverLoadingScreen = true
      showAdIfAvailable()
    }
  }

  /// Shows the ad if a fresh one is held and none is showing; otherwise loads one.
  func showAdIfAvailable() {
    guard !isShowingAd else { return }
    guard isAdAvailable, let appOpenAd else {
      Task { await loadAd() }
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: window?.rootViewController)
  }

  private func launchWorkFinished() {
    if isShowingAd {
      launchWorkFinishedUnderAd = true
    } else {
      showHome()
    }
  }

  private func showHome() {
    window?.rootViewController = HomeViewController()
    isLoadingScreenUp = false
  }

  private func adFinished() {
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    if launchWorkFinishedUnderAd {
      launchWorkFinishedUnderAd = false
      showHome()
    }
    Task { await loadAd() }
  }

  // MARK: GADFullScreenContentDelegate

  /// Drops the shown ad, leaves the loading screen if its work is done, and loads the next.
  public func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    adFinished()
  }

  /// Drops the ad that could not be shown and loads the next.
  public func ad(
    _ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error
  ) {
    adFinished()
  }
}

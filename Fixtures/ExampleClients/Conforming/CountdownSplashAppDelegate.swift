import FakeGoogleMobileAds
import FakeUIKit

/// An app that opens on a splash screen counting down with a repeating `Timer`, and shows
/// the app open ad over it if the ad arrives before the countdown ends.
///
/// A teaching example of the splash pattern of Google's current samples and many app open
/// managers, written with the v12 names and completion handlers:
/// - `MobileAds.shared.start` at launch, then one load of the demo unit;
/// - `Timer.scheduledTimer(withTimeInterval: 1, repeats: true)` ticks once a second; at a
///   tick with a fresh ad in hand it stops the timer and shows the ad over the splash,
///   and once the seconds run out it stops the timer and moves on to the main screen;
/// - the timer is invalidated on both ways out, so it never acts after the splash is gone:
///   an ad that arrives later waits for the next foreground;
/// - the splash goes when the ad shown over it goes, shown or failed;
/// - each later return shows a fresh ad or loads one; the ad's age comes from an injected
///   date function, and users see app open ads from their fourth open on.
///
/// The class is open so its faulty twin can break one rule in a subclass.
@MainActor
open class CountdownSplashAppDelegate: UIResponder, UIApplicationDelegate, FullScreenContentDelegate,
  ExampleClient
{
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A splash screen that counts down with a repeating Timer and shows the app open ad if it arrives in time."
  }

  /// How many seconds the splash screen counts down before the main screen.
  public static let countdownSeconds = 5

  /// The app open ad unit: Google's demo unit, for development and tests.
  let adUnitID = "ca-app-pub-3940256099942544/5575463023"

  /// The app's window.
  public var window: UIWindow?
  /// How many times the user opened the app before this launch.
  public var previousOpens = 0
  /// How many times the user opened the app since this launch.
  public private(set) var opens = 0
  /// Whether the splash screen is showing.
  public private(set) var isSplashScreenUp = false
  /// The seconds left on the splash screen's countdown.
  public private(set) var secondsRemaining = 0
  var countdownTimer: Timer?
  var appOpenAd: AppOpenAd?
  var loadTime: Date?
  var isLoadingAd = false
  var isShowingAd = false
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

  /// Shows the splash screen, starts its countdown, starts the SDK and loads the first ad.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = LoadingViewController()
    window?.makeKeyAndVisible()
    isSplashScreenUp = true
    startCountdown()
    MobileAds.shared.start(completionHandler: nil)
    loadAd()
    return true
  }

  /// Counts the open.
  public func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user, or loads one; the splash handles the launch.
  public func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isSplashScreenUp else { return }
    if isReturningUser { showAdIfAvailable() } else { loadAd() }
  }

  // MARK: The countdown

  private func startCountdown() {
    secondsRemaining = Self.countdownSeconds
    countdownTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.countdownTicked()
    }
  }

  /// One second of the countdown: shows an ad that has arrived, or moves on at zero.
  func countdownTicked() {
    if isReturningUser, isAdAvailable, !isShowingAd {
      stopCountdown()
      showAdIfAvailable()
      return
    }
    secondsRemaining -= 1
    if secondsRemaining <= 0 { countdownEnded() }
  }

  /// The countdown ran out with no ad to show: stops the timer and shows the main screen.
  open func countdownEnded() {
    stopCountdown()
    startMainScreen()
  }

  func stopCountdown() {
    countdownTimer?.invalidate()
    countdownTimer = nil
  }

  /// Replaces the splash screen with the app's main screen.
  func startMainScreen() {
    guard isSplashScreenUp else { return }
    isSplashScreenUp = false
    let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
    keyWindow?.rootViewController = HomeViewController()
  }

  // MARK: Loading and showing

  /// Loads an ad unless one is on its way or a fresh one is held.
  func loadAd() {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    appOpenAd = nil
    AppOpenAd.load(with: adUnitID, request: Request()) { [weak self] ad, error in
      guard let self else { return }
      isLoadingAd = false
      guard let ad, error == nil else {
        loadTime = nil
        return
      }
      ad.fullScreenContentDelegate = self
      appOpenAd = ad
      loadTime = now()
    }
  }

  /// Shows the ad if a fresh one is held and none is showing; otherwise loads one.
  func showAdIfAvailable() {
    guard !isShowingAd else { return }
    guard isAdAvailable, let appOpenAd else {
      loadAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(from: nil)
  }

  private func adFinished() {
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    startMainScreen()
    loadAd()
  }

  // MARK: FullScreenContentDelegate

  /// Drops the shown ad, leaves the splash if it was under the ad, and loads the next.
  public func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    adFinished()
  }

  /// Drops the ad that could not be shown, leaves the splash, and loads the next.
  public func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    adFinished()
  }
}

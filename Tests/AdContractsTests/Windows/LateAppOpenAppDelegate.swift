import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// What ``LateAppOpenAppDelegate`` does late, each with the window its rule grants.
enum AppOpenReaction: String, LateReaction {
  /// Refreshing consent before the launch's load.
  case firstLoad
  /// Refreshing consent before every later load: after a dismissal, a failed
  /// presentation, or a foreground with no ad.
  case reload
  /// Presenting the ad on the return to the foreground.
  case show
  /// Taking the loading screen down after the ad it finished under is dismissed.
  case dismissLoading

  var window: Rule.Window {
    switch self {
    case .firstLoad, .reload: .request
    case .show, .dismissLoading: .screen
    }
  }
}

/// An app with a loading screen that shows app open ads to returning users and keeps
/// every app open rule, but does everything it does in answer to an event late, by a
/// factor of the window the rule grants.
///
/// Before every load it waits as a consent refresh would; on each return to the
/// foreground it presents the ad it holds (or loads one) after a delay; and when the
/// loading finished under the launch's ad it takes the loading screen down a while after
/// the ad is dismissed. The launch's ad shows over the loading screen at once, if it
/// arrives while the screen is up (the loading takes 8 s); a launch load that fails is
/// not retried before the next foreground. One load at a time, none while a fresh ad is
/// in hand, and the ad's age on the harness's clock.
final class LateAppOpenAppDelegate: NSObject, UIApplicationDelegate, FullScreenContentDelegate {
  /// How many opens pass before the app shows app open ads.
  static let opensBeforeAds = 3
  /// How long the loading screen's work takes.
  static let loadingTime: Duration = .seconds(8)
  /// How long an app open ad stays valid after it loads.
  static let adLifetime: TimeInterval = 4 * 3600

  /// How late each reaction comes.
  let lateness: Lateness<AppOpenReaction>
  /// The clock the app waits on.
  let clock: any Clock<Duration>
  let now: @MainActor @Sendable () -> Date
  /// The app's window.
  private(set) var window: UIWindow?
  /// How many times the user opened the app in earlier sessions.
  var previousOpens = 0
  /// How many times the user opened the app in this session.
  private(set) var opens = 0
  /// Whether the launch loading screen is showing.
  private(set) var isLoadingScreenUp = false
  private var loadingFinishedUnderAd = false
  /// The ad in hand, while there is one.
  private(set) var appOpenAd: AppOpenAd?
  private var loadTime: Date?
  private var isLoadingAd = false
  private var isShowingAd = false

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - lateness: How late each reaction comes.
  ///   - now: The date now, for the ad's lifetime: the harness's.
  ///   - clock: The clock to wait on: the harness's.
  init(lateness: Lateness<AppOpenReaction>, now: @escaping @MainActor @Sendable () -> Date, clock: any Clock<Duration>)
  {
    self.lateness = lateness
    self.now = now
    self.clock = clock
    super.init()
  }

  /// The subject for the harness, a returning user's app unless a rule says otherwise.
  nonisolated static func subject(_ lateness: Lateness<AppOpenReaction>) -> Subject {
    .googleAppOpen(
      "LateAppOpenAppDelegate[\(lateness)]", readsTimeFromContext: true,
      isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 10 },
      makeApp: { context in LateAppOpenAppDelegate(lateness: lateness, now: context.now, clock: context.clock) })
  }

  private func later(_ reaction: AppOpenReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  /// Whether the user has opened the app often enough to see app open ads.
  var isReturningUser: Bool { previousOpens + opens > Self.opensBeforeAds }

  /// Whether a fresh ad is in hand.
  var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < Self.adLifetime
  }

  /// Shows the loading screen, starts its work and loads the launch's ad.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: .zero)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    isLoadingScreenUp = true
    let clock = self.clock
    Task {
      try? await clock.sleep(for: Self.loadingTime)
      self.finishLoading()
    }
    Task {
      await loadAd(after: .firstLoad)
      if isLoadingScreenUp && isReturningUser && isAdAvailable { showAdIfAvailable() }
    }
    return true
  }

  /// Counts the open.
  func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  /// Shows a fresh ad to a returning user (or loads one), late; not on the cold start.
  func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isLoadingScreenUp else { return }
    if isReturningUser {
      later(.show) { [weak self] in
        guard UIApplication.shared.applicationState == .active else { return }
        self?.showAdIfAvailable()
      }
    } else {
      Task { await loadAd(after: .reload) }
    }
  }

  /// Loads an ad unless one is loading or a fresh one is in hand, after the consent
  /// refresh the reaction stands for.
  func loadAd(after reaction: AppOpenReaction) async {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    defer { isLoadingAd = false }
    let delay = lateness.delay(of: reaction)
    if delay > .zero { try? await clock.sleep(for: delay) }
    appOpenAd = nil
    do {
      let ad = try await AppOpenAd.load(with: GoogleTestAdUnits.appOpen, request: Request())
      ad.fullScreenContentDelegate = self
      appOpenAd = ad
      loadTime = now()
    } catch {
      appOpenAd = nil
      loadTime = nil
    }
  }

  /// Presents the ad if a fresh one is in hand; otherwise starts loading the next.
  func showAdIfAvailable() {
    guard !isShowingAd else { return }
    guard isAdAvailable, let appOpenAd else {
      Task { await loadAd(after: .reload) }
      return
    }
    isShowingAd = true
    appOpenAd.present(from: nil)
  }

  private func finishLoading() {
    if isShowingAd {
      loadingFinishedUnderAd = true
    } else {
      showHome()
    }
  }

  private func showHome() {
    window?.rootViewController = UIViewController()
    isLoadingScreenUp = false
  }

  /// Drops the spent ad, takes the loading screen down late if it finished under the ad,
  /// and loads the next.
  private func adGone() {
    appOpenAd = nil
    isShowingAd = false
    if loadingFinishedUnderAd {
      loadingFinishedUnderAd = false
      later(.dismissLoading) { [weak self] in self?.showHome() }
    }
    Task { await loadAd(after: .reload) }
  }

  // MARK: FullScreenContentDelegate

  /// Drops the shown ad and loads the next.
  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    adGone()
  }

  /// Drops the ad that could not be shown and loads the next.
  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adGone()
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Independent app open client: a modern app that loads with the async/await API inside
/// Tasks and hears the lifecycle through notifications rather than its delegate methods.
///
/// The ad store keeps the load's Task instead of an `isLoading` flag: a second request
/// while the Task runs returns early, and the Task clears itself when it ends, whether the
/// load threw or not. The app observes `didBecomeActiveNotification` (object nil, queue
/// main) and shows a fresh ad to returning users, or prefetches one. No loading screen, so
/// no ad on a cold start. After a dismissal or a failed presentation the store prefetches
/// the next ad.
///
/// Intended to keep every app open rule.
final class PlannerAppDelegate: NSObject, UIApplicationDelegate {
  var previousOpens = 0
  private(set) var opens = 0
  var window: UIWindow?
  let store: AsyncAppOpenAdStore
  private var observers: [any NSObjectProtocol] = []

  init(now: @escaping @MainActor () -> Date) {
    store = AsyncAppOpenAdStore(now: now)
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = AgendaViewController()
    window.makeKeyAndVisible()
    self.window = window
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.opens += 1 }
      })
    observers.append(
      center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.appBecameActive() }
      })
    return true
  }

  private func appBecameActive() {
    if previousOpens + opens > 3 {
      store.presentIfFresh()
    } else {
      store.prefetch()
    }
  }
}

/// Keeps at most one app open ad, loaded with the async API.
@MainActor
final class AsyncAppOpenAdStore: NSObject, FullScreenContentDelegate {
  static let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  private let now: @MainActor () -> Date
  private var ad: AppOpenAd?
  private var adLoadedAt: Date?
  private var inFlight: Task<Void, Never>?
  private(set) var isPresenting = false

  init(now: @escaping @MainActor () -> Date) {
    self.now = now
    super.init()
  }

  var hasFreshAd: Bool {
    guard ad != nil, let adLoadedAt else { return false }
    return now().timeIntervalSince(adLoadedAt) < 4 * 60 * 60
  }

  /// Starts a load unless one runs or a fresh ad is in hand.
  func prefetch() {
    guard inFlight == nil, !hasFreshAd else { return }
    inFlight = Task { [weak self] in
      await self?.fetch()
      self?.inFlight = nil
    }
  }

  private func fetch() async {
    do {
      let loaded = try await AppOpenAd.load(with: Self.adUnitID, request: Request())
      loaded.fullScreenContentDelegate = self
      ad = loaded
      adLoadedAt = now()
    } catch {
      ad = nil
      adLoadedAt = nil
    }
  }

  /// Presents a fresh ad over the top screen; otherwise prefetches one.
  func presentIfFresh() {
    guard !isPresenting else { return }
    guard hasFreshAd, let ad else {
      ad = nil
      prefetch()
      return
    }
    isPresenting = true
    ad.present(from: nil)
  }

  private func adIsGone() {
    ad = nil
    adLoadedAt = nil
    isPresenting = false
    prefetch()
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) { adIsGone() }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adIsGone()
  }
}

/// The app's only screen.
final class AgendaViewController: UIViewController {}

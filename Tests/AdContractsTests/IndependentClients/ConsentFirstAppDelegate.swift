import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Independent app open client: an app that refreshes the user's consent before every ad
/// request, as apps using Google's consent SDK do, with the v12 names.
///
/// Before each load, first or not (after a dismissal, after a failed presentation, after a
/// failed load on the next foreground), the loader awaits a consent-information update
/// that takes 1.5 s, and loads only if ads may be requested. The loading flag is set
/// before the consent wait, so foregrounds during it start nothing new. An ad is shown
/// from `applicationDidBecomeActive(_:)` to returning users; it has no loading screen, so
/// it never shows an ad on a cold start. A failed load is not retried until the next
/// foreground.
///
/// Intended to keep every app open rule.
final class ConsentFirstAppDelegate: NSObject, UIApplicationDelegate {
  var previousOpens = 0
  private(set) var opens = 0
  var window: UIWindow?
  let ads: ConsentAwareAppOpenAds

  init(clock: any Clock<Duration>, now: @escaping @MainActor () -> Date) {
    ads = ConsentAwareAppOpenAds(consent: ConsentInformation(clock: clock), now: now)
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    opens += 1
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = NotesViewController()
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    opens += 1
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    if previousOpens + opens > 3 {
      ads.showIfAvailable()
    } else {
      ads.requestAd()
    }
  }
}

/// What the consent SDK would tell: whether ads may be requested, after an update.
@MainActor
final class ConsentInformation {
  private let clock: any Clock<Duration>
  private(set) var canRequestAds = false
  private(set) var updates = 0

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// Asks the consent service for the user's current choice; takes 1.5 s.
  func requestConsentInfoUpdate() async {
    try? await clock.sleep(for: .milliseconds(1500))
    updates += 1
    canRequestAds = true
  }
}

/// Loads app open ads once consent is refreshed, and shows them when asked.
@MainActor
final class ConsentAwareAppOpenAds: NSObject, FullScreenContentDelegate {
  private let consent: ConsentInformation
  private let now: @MainActor () -> Date
  private var ad: AppOpenAd?
  private var loadedAt: Date?
  private(set) var isLoading = false
  private(set) var isShowing = false

  init(consent: ConsentInformation, now: @escaping @MainActor () -> Date) {
    self.consent = consent
    self.now = now
    super.init()
  }

  private var hasFreshAd: Bool {
    guard ad != nil, let loadedAt else { return false }
    return now().timeIntervalSince(loadedAt) < 4 * 3600
  }

  /// Refreshes consent, then loads an ad, unless one is on its way or fresh in hand.
  func requestAd() {
    guard !isLoading, !hasFreshAd else { return }
    isLoading = true
    Task { [weak self] in
      guard let self else { return }
      await consent.requestConsentInfoUpdate()
      guard consent.canRequestAds else {
        isLoading = false
        return
      }
      AppOpenAd.load(with: "ca-app-pub-3940256099942544/5575463023", request: Request()) {
        [weak self] ad, _ in
        guard let self else { return }
        isLoading = false
        self.ad = ad
        loadedAt = ad == nil ? nil : now()
        ad?.fullScreenContentDelegate = self
      }
    }
  }

  /// Shows a fresh ad; otherwise drops a stale one and requests the next.
  func showIfAvailable() {
    guard !isShowing else { return }
    guard hasFreshAd, let ad else {
      ad = nil
      requestAd()
      return
    }
    isShowing = true
    ad.present(from: nil)
  }

  private func finish() {
    ad = nil
    isShowing = false
    requestAd()
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) { finish() }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    finish()
  }
}

/// The app's only screen.
final class NotesViewController: UIViewController {}

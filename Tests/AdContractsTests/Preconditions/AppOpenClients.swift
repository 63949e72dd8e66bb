import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

// App open apps that each leave one state an app open rule judges out of reach.

/// A small app open app: a loading screen for 2 s at launch, one ad loaded at a time and
/// shown when the app becomes active again, the next one loaded once it is gone.
///
/// The subclasses each change one thing.
@MainActor
class ForegroundAdApp: NSObject, UIApplicationDelegate, @preconcurrency GADFullScreenContentDelegate {
  /// The ad unit the app loads from.
  class var adUnit: String { GoogleTestAdUnits.appOpen }
  /// How long an ad may be kept before it is shown.
  static let adLifetime: Duration = .seconds(4 * 3600)

  let clock: VirtualClock
  private(set) var window: UIWindow?
  /// Whether the launch loading screen is showing.
  private(set) var isLoadingScreenUp = false
  private(set) var ad: GADAppOpenAd?
  private var loadedAt: VirtualClock.Instant?
  private var isLoadingAd = false
  private var isShowingAd = false

  init(clock: VirtualClock) {
    self.clock = clock
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: .zero)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    isLoadingScreenUp = true
    let clock = clock
    Task { [weak self] in
      try? await clock.sleep(for: .seconds(2))
      self?.finishLoading()
    }
    loadAd()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    guard !isLoadingScreenUp else { return }
    if isAdAvailable { showAd() } else { loadAd() }
  }

  /// Takes the loading screen down.
  func finishLoading() {
    window?.rootViewController = UIViewController()
    isLoadingScreenUp = false
  }

  /// Whether an ad under four hours old is in hand.
  var isAdAvailable: Bool {
    guard ad != nil, let loadedAt else { return false }
    return loadedAt.duration(to: clock.now) < Self.adLifetime
  }

  /// Loads an ad unless one is loading or a fresh one is in hand.
  func loadAd() {
    guard !isLoadingAd, !isAdAvailable else { return }
    isLoadingAd = true
    ad = nil
    GADAppOpenAd.load(withAdUnitID: Self.adUnit, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      isLoadingAd = false
      guard let ad else { return }
      ad.fullScreenContentDelegate = self
      self.ad = ad
      loadedAt = clock.now
      adArrived()
    }
  }

  /// An ad has just loaded; it waits for the next return to the foreground.
  func adArrived() {}

  /// Presents the ad in hand.
  func showAd() {
    guard !isShowingAd, let ad else { return }
    isShowingAd = true
    ad.present(fromRootViewController: nil)
  }

  private func adGone() {
    ad = nil
    loadedAt = nil
    isShowingAd = false
    loadAd()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) { adGone() }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adGone()
  }
}

/// An app that never asks for an app open ad, as with ads switched off.
final class NeverLoadingApp: ForegroundAdApp {
  override func loadAd() {}
}

/// An app that loads from its live ad unit, which the harness never answers.
final class LiveUnitApp: ForegroundAdApp {
  override class var adUnit: String { "ca-app-pub-1234567890123456/1234567890" }
}

/// An app that loads ads and never shows one.
final class NeverPresentingApp: ForegroundAdApp {
  override func showAd() {}
}

/// An app that presents each ad the moment it loads.
final class ShowsOnArrivalApp: ForegroundAdApp {
  override func adArrived() { showAd() }
}

/// An app whose loading screen never goes down.
final class EndlessLoadingScreenApp: ForegroundAdApp {
  override func finishLoading() {}
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Loads app open ads ahead of time and shows them, one at a time, while they are fresh.
///
/// A teaching example of the manager the guide describes, written against the v12 names:
/// - one load at a time, and none while a fresh ad is in hand;
/// - the load time comes from an injected clock, so an ad four hours old counts as gone;
/// - the content delegate is set as soon as the ad arrives;
/// - a dismissed or failed ad is dropped, the showing flag cleared and the next ad loaded;
/// - the loading flag is cleared on every way out of a load, failures included.
///
/// The class is open so the faulty example clients can each break one rule in a subclass.
@MainActor
open class AppOpenAdManager: NSObject, FullScreenContentDelegate {
  /// The ad unit the manager loads from: Google's demo unit, as tests require.
  open class var adUnitID: String { GoogleTestAdUnits.appOpen }
  /// How long an app open ad stays valid after it loads.
  public static let adLifetime: TimeInterval = 4 * 3600

  /// The ad in hand, while there is one.
  public internal(set) var appOpenAd: AppOpenAd?
  /// Whether a load is running.
  public internal(set) var isLoadingAd = false
  /// Whether an ad is on screen.
  public internal(set) var isShowingAd = false
  /// Called once the ad on screen has gone, shown or not.
  public var onAdGone: (() -> Void)?
  let now: () -> Date
  var loadTime: Date?

  /// Creates a manager that reads the time from the clock it is given.
  ///
  /// - Parameter now: The current date; `Date.init` in the app, the harness's clock in tests.
  public init(now: @escaping () -> Date) {
    self.now = now
    super.init()
  }

  /// Whether a fresh ad is in hand.
  open var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < Self.adLifetime
  }

  /// Loads an ad unless one is loading or a fresh one is in hand.
  open func loadAd() async {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    defer { isLoadingAd = false }
    appOpenAd = nil
    do {
      let ad = try await AppOpenAd.load(with: Self.adUnitID, request: Request())
      keep(ad)
    } catch {
      loadFailed(with: error)
    }
  }

  /// Keeps an ad that has just loaded, as its content delegate, and notes when it loaded.
  func keep(_ ad: AppOpenAd) {
    ad.fullScreenContentDelegate = self
    appOpenAd = ad
    loadTime = now()
  }

  /// Forgets the ad after a failed load; the next foreground loads again.
  func loadFailed(with error: any Error) {
    appOpenAd = nil
    loadTime = nil
  }

  /// Shows the ad if a fresh one is in hand; otherwise starts loading the next.
  ///
  /// - Returns: Whether a presentation began.
  @discardableResult
  open func showAdIfAvailable() -> Bool {
    guard !isShowingAd else { return false }
    guard isAdAvailable, let appOpenAd else {
      Task { await loadAd() }
      return false
    }
    isShowingAd = true
    appOpenAd.present(from: nil)
    return true
  }

  private func adGone() {
    appOpenAd = nil
    isShowingAd = false
    onAdGone?()
    Task { await loadAd() }
  }

  // MARK: FullScreenContentDelegate

  /// Drops the shown ad and loads the next.
  open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    adGone()
  }

  /// Drops the ad that could not be shown and loads the next.
  open func ad(
    _ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) {
    adGone()
  }
}

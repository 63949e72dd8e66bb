import FakeGoogleMobileAds
import FakeUIKit

/// An app open ad manager that retries a failed load after a delay it doubles each time.
///
/// A teaching example of the retry with back-off that many app open managers add to the
/// guide's manager, with GAD names and completion handlers:
/// - after a failed load it asks again with `DispatchQueue.main.asyncAfter(deadline:)`,
///   2 s after the first failure, then 4, 8 and 16 s; after four retries it waits for the
///   next foreground, and an ad that arrives resets the count;
/// - a retry goes through the same guarded load, so it never starts a second load nor
///   replaces a fresh ad;
/// - the rest is the guide's manager: the content delegate set on arrival, the ad's age
///   read from an injected date function, a dismissed or failed ad dropped and the next
///   one loaded, an isShowingAd flag against a second presentation.
///
/// ``DelayedRetryAppDelegate`` keeps the manager and tells it when the app becomes active.
/// The class is open so its faulty twin can break one rule in a subclass.
@MainActor
open class DelayedRetryAppOpenManager: NSObject, @preconcurrency GADFullScreenContentDelegate, ExampleClient {
  /// The rules this client breaks: none.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "An app open manager that retries failed loads with DispatchQueue.main.asyncAfter, doubling the delay."
  }

  /// The app open ad unit: Google's demo unit, for development and tests.
  let adUnitID = "ca-app-pub-3940256099942544/5575463023"
  /// How long to wait before the first retry, in seconds; each later retry waits twice as long.
  let firstRetryDelay: TimeInterval = 2
  /// How many retries follow one another before the manager waits for the next foreground.
  let maxRetryAttempts = 4

  var appOpenAd: GADAppOpenAd?
  var loadTime: Date?
  var isLoadingAd = false
  var isShowingAd = false
  /// How many retries have followed the last successful load.
  var retryAttempt = 0
  private let now: () -> Date

  /// Creates a manager that measures the ad's age with the date function.
  ///
  /// - Parameter now: The current date; `Date.init` on a device, the harness's clock in tests.
  public required init(now: @escaping () -> Date) {
    self.now = now
    super.init()
  }

  /// Whether an ad is held and was loaded less than four hours ago.
  var isAdAvailable: Bool {
    guard appOpenAd != nil, let loadTime else { return false }
    return now().timeIntervalSince(loadTime) < 4 * 3600
  }

  /// Loads an ad unless one is on its way or a fresh one is held.
  open func loadAd() {
    if isLoadingAd || isAdAvailable { return }
    isLoadingAd = true
    appOpenAd = nil
    GADAppOpenAd.load(withAdUnitID: adUnitID, request: GADRequest()) { [weak self] ad, error in
      guard let self else { return }
      isLoadingAd = false
      guard let ad, error == nil else {
        loadFailed()
        return
      }
      retryAttempt = 0
      ad.fullScreenContentDelegate = self
      appOpenAd = ad
      loadTime = now()
    }
  }

  /// Forgets the failed load and schedules the next try, each one twice as far off.
  private func loadFailed() {
    loadTime = nil
    guard retryAttempt < maxRetryAttempts else { return }
    retryAttempt += 1
    let delay = firstRetryDelay * pow(2, Double(retryAttempt - 1))
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      self?.loadAd()
    }
  }

  /// Shows the ad if a fresh one is held and none is showing; otherwise loads one.
  public func showAdIfAvailable() {
    guard !isShowingAd else { return }
    guard isAdAvailable, let appOpenAd else {
      loadAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: nil)
  }

  private func adFinished() {
    appOpenAd = nil
    loadTime = nil
    isShowingAd = false
    loadAd()
  }

  // MARK: GADFullScreenContentDelegate

  /// Drops the shown ad and loads the next.
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

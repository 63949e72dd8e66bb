import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A level game that measures its interstitial's age in play time, which stops while the
/// app is in the background.
///
/// It drops an ad older than an hour at each break, as it should, but it takes the time
/// the app spent in the background off the ad's age, the way a game clock that pauses
/// with the app does. An ad that expires while the user is away looks fresh on return.
/// Every rule's scenario lets the hour pass with the app in the foreground, so every
/// check passes it; exploration finds it breaking
/// `gma.interstitial.never-presents-expired` from a loaded ad, a trip to the background
/// through the ad's expiry, and a break after the return.
open class LevelAgesAdInPlayTime: LevelGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.interstitial.never-presents-expired"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that ages its interstitial in play time, so an ad that expired in the background looks fresh."
  }

  /// When the app last went to the background, while it is there.
  private var awaySince: Date?
  /// The time spent in the background since the ad in hand loaded.
  private var timeAway: TimeInterval = 0
  private var observers: [any NSObjectProtocol] = []

  /// Starts following the app's trips to the background.
  override open func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.pausePlayClock() }
      })
    observers.append(
      center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.resumePlayClock() }
      })
  }

  /// The play clock stops with the app.
  public func pausePlayClock() {
    awaySince = now()
  }

  /// The play clock runs again; the time away is not play time.
  public func resumePlayClock() {
    if let awaySince { timeAway += now().timeIntervalSince(awaySince) }
    awaySince = nil
  }

  /// Keeps the ad and starts its play-time age from zero.
  override open func keep(_ ad: InterstitialAd) {
    super.keep(ad)
    timeAway = 0
    if awaySince != nil { awaySince = now() }
  }

  /// Drops an ad whose age in play time is over an hour.
  override open func dropStaleAd() {
    guard interstitial != nil, let loadTime,
      now().timeIntervalSince(loadTime) - timeAway >= Self.adLifetime
    else { return }
    interstitial = nil
    self.loadTime = nil
  }
}

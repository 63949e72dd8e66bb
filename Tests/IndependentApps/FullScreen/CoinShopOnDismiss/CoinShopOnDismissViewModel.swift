import FakeUIKit
import FakeGoogleMobileAds
import FakeCombine
import Foundation

/// The coin shop's state and its rewarded ad: the user may watch a video for ten coins,
/// credited when the video closes.
///
/// The view model keeps one rewarded ad loaded and loads the next once the one shown is
/// closed or fails to show; failed loads are retried after 5 s, 10 s, 20 s and so on. It
/// pays the coins from `adDidDismissFullScreenContent(_:)`, taking the close of the video
/// for proof that it was watched.
final class CoinShopOnDismissViewModel: NSObject, ObservableObject, GADFullScreenContentDelegate {
  /// Google's demo rewarded unit, used in debug and test builds.
  static let adUnitID = "ca-app-pub-3940256099942544/1712485313"
  /// The coins one finished video earns, as the button promises.
  static let coinsPerVideo = 10
  /// How long a loaded ad may wait before it is too old to show.
  static let adLifetime: TimeInterval = 60 * 60

  /// The user's coins.
  @Published private(set) var coins = 0
  /// Whether a video is ready to watch.
  @Published private(set) var isVideoReady = false
  /// A line for the user about the last attempt to watch, if any.
  @Published private(set) var notice: String?

  private let now: () -> Date
  private var rewardedAd: GADRewardedAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowingAd = false
  private var failedLoads = 0
  private var retryPending = false

  /// Makes the view model; `now` tells the time the ad's age is measured with.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
    super.init()
  }

  /// Starts the SDK and loads the first video.
  func start() {
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    loadAd()
  }

  /// Loads a video unless one is loaded or on its way.
  func loadAd() {
    guard !isLoading, rewardedAd == nil else { return }
    isLoading = true
    GADRewardedAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      self.isLoading = false
      guard let ad else {
        self.failedLoads += 1
        self.scheduleRetry()
        return
      }
      self.failedLoads = 0
      ad.fullScreenContentDelegate = self
      self.rewardedAd = ad
      self.loadedAt = self.now()
      self.isVideoReady = true
    }
  }

  private func scheduleRetry() {
    guard !retryPending else { return }
    retryPending = true
    let delay = min(5 * pow(2, Double(failedLoads - 1)), 300)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      self?.retryPending = false
      self?.loadAd()
    }
  }

  /// The user tapped "Watch for 10 coins": shows the video over the controller if a
  /// fresh one is ready, else says so and fetches one.
  func watchVideo(from viewController: UIViewController) {
    guard !isShowingAd else { return }
    if let ad = rewardedAd, let loadedAt, now().timeIntervalSince(loadedAt) < Self.adLifetime {
      isShowingAd = true
      notice = nil
      ad.present(fromRootViewController: viewController) {
        // The coins are paid when the video closes.
      }
      return
    }
    dropAd()
    notice = "No video right now. Try again in a moment."
    loadAd()
  }

  private func dropAd() {
    rewardedAd = nil
    loadedAt = nil
    isVideoReady = false
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    isShowingAd = false
    dropAd()
    notice = "The video could not be shown. No coins were spent."
    loadAd()
  }

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    // BUG (breaks gma.rewarded.no-reward-without-earning): a user who closes the video
    // early is paid too; only the earn handler says the video was watched to its end.
    coins += Self.coinsPerVideo
    isShowingAd = false
    dropAd()
    loadAd()
  }
}

import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The coin store's wallet and its rewarded ad: the user watches an ad for coins and
/// spends them on hints.
@MainActor
final class CoinStoreModel: NSObject, ObservableObject, FullScreenContentDelegate {
  /// The coins a watched ad pays.
  static let coinsPerAd = 20
  /// What a hint costs.
  static let hintPrice = 30

  /// The user's balance: a welcome gift, plus what ads paid, less what hints cost.
  @Published private(set) var coins = 50
  /// Whether a rewarded ad is loaded, so the store can offer it.
  @Published private(set) var isAdLoaded = false
  /// A line for the user when something about the ad went wrong.
  @Published private(set) var notice: String?
  /// The coins ads have paid since the store opened.
  private(set) var coinsEarnedFromAds = 0

  private var rewardedAd: RewardedAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var failedLoads = 0
  private let now: () -> Date

  /// Google's demo rewarded unit, used in every build that is not the store's.
  private static let adUnitID = "ca-app-pub-3940256099942544/1712485313"
  /// How long a loaded rewarded ad stays worth showing.
  private static let lifetime: TimeInterval = 60 * 60
  /// Failed loads retried before the store waits for the user to come back.
  private static let maxRetries = 3
  private static var isSDKStarted = false

  /// Creates the store, reading the time from `now` to age its ad.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
    super.init()
  }

  /// Starts the SDK once per launch, then loads the first ad.
  func prepare() async {
    if !Self.isSDKStarted {
      Self.isSDKStarted = true
      MobileAds.shared.start(completionHandler: nil)
    }
    await loadAd()
  }

  /// Loads a rewarded ad unless one is held or on its way; a failure is retried after
  /// 10, 20 and 40 seconds.
  func loadAd() async {
    guard !isLoading, rewardedAd == nil else { return }
    isLoading = true
    do {
      let ad = try await RewardedAd.load(with: Self.adUnitID, request: Request())
      isLoading = false
      ad.fullScreenContentDelegate = self
      rewardedAd = ad
      loadedAt = now()
      failedLoads = 0
      isAdLoaded = true
    } catch {
      isLoading = false
      failedLoads += 1
      guard failedLoads <= Self.maxRetries else { return }
      let delay = 10 * (1 << (failedLoads - 1))
      Task { [weak self] in
        try? await Task.sleep(for: .seconds(delay))
        await self?.loadAd()
      }
    }
  }

  /// Plays the loaded ad; the coins come from the SDK's word that the user earned them.
  func watchAd() {
    guard let ad = rewardedAd, let loadedAt, now().timeIntervalSince(loadedAt) < Self.lifetime else {
      // An ad held too long may pay nothing: drop it and fetch a fresh one.
      dropAd()
      notice = "That offer ran out. A new one is on its way."
      Task { await loadAd() }
      return
    }
    notice = nil
    isAdLoaded = false
    ad.present(from: nil) { [weak self] in
      self?.grantReward()
    }
  }

  /// Spends coins on a hint, if the balance allows.
  func buyHint() {
    guard coins >= Self.hintPrice else {
      notice = "Not enough coins for a hint."
      return
    }
    coins -= Self.hintPrice
  }

  private func grantReward() {
    coins += Self.coinsPerAd
    coinsEarnedFromAds += Self.coinsPerAd
  }

  private func dropAd() {
    rewardedAd = nil
    loadedAt = nil
    isAdLoaded = false
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    dropAd()
    Task { await loadAd() }
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    dropAd()
    notice = "The video couldn't be played. No coins were taken."
    Task { await loadAd() }
  }
}

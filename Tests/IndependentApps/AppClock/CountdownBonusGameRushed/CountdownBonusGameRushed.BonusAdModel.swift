import FakeGoogleMobileAds
import Foundation

extension CountdownBonusGameRushed {
  /// Loads the game's rewarded interstitials, shows them, and keeps the coins they earn.
  @MainActor
  final class BonusAdModel: NSObject, FullScreenContentDelegate {
    /// Google's demo rewarded interstitial unit, used in debug and test builds.
    static let adUnitID = "ca-app-pub-3940256099942544/6978759866"
    /// How long a loaded ad stays fit to show, in seconds.
    static let adLifetime: TimeInterval = 3600

    /// The bonus coins the player has earned by watching ads to the end.
    private(set) var coinsEarned = 0
    /// Called when a shown ad is gone, closed or failed, so the game can go on.
    var onAdFinished: (() -> Void)?

    private let now: () -> Date
    private var readyAd: RewardedInterstitialAd?
    private var readyAdLoadedAt: Date?
    /// The ad on screen, kept until it is gone so its callbacks and reward arrive.
    private var shownAd: RewardedInterstitialAd?
    private var isLoading = false

    /// Makes the model; `now` tells the time, for the ads' one-hour lifetime.
    init(now: @escaping () -> Date = Date.init) {
      self.now = now
      super.init()
    }

    /// The coins the ready ad offers, or `nil` when no fresh ad is ready.
    var offeredCoins: Int? {
      dropExpiredAd()
      return readyAd?.adReward.amount.intValue
    }

    /// Starts loading an ad unless one is ready or on its way.
    func loadIfNeeded() {
      guard readyAd == nil, !isLoading else { return }
      isLoading = true
      Task {
        defer { isLoading = false }
        do {
          let ad = try await RewardedInterstitialAd.load(with: Self.adUnitID, request: Request())
          ad.fullScreenContentDelegate = self
          readyAd = ad
          readyAdLoadedAt = now()
        } catch {
          print("Rewarded interstitial failed to load: \(error.localizedDescription)")
        }
      }
    }

    /// Shows the ready ad over the controller; returns whether there was one to show.
    func showAd(from viewController: UIViewController) -> Bool {
      dropExpiredAd()
      guard let ad = readyAd else { return false }
      readyAd = nil
      readyAdLoadedAt = nil
      shownAd = ad
      let coins = ad.adReward.amount.intValue
      ad.present(from: viewController) { [weak self] in
        self?.coinsEarned += coins
      }
      return true
    }

    private func dropExpiredAd() {
      guard let loadedAt = readyAdLoadedAt, now().timeIntervalSince(loadedAt) >= Self.adLifetime else { return }
      readyAd = nil
      readyAdLoadedAt = nil
      loadIfNeeded()
    }

    // MARK: FullScreenContentDelegate

    func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
      print("Rewarded interstitial failed to present: \(error.localizedDescription)")
      adIsGone(ad)
    }

    func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      adIsGone(ad)
    }

    private func adIsGone(_ ad: any FullScreenPresentingAd) {
      if shownAd === ad { shownAd = nil }
      loadIfNeeded()
      onAdFinished?()
    }
  }
}

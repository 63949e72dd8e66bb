import FakeCombine
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// A timed tapping game: each level runs on the game's own timer; between levels the
/// player is offered a rewarded interstitial for bonus coins.
@MainActor
public final class TapRushGameViewModel: NSObject, ObservableObject, FullScreenContentDelegate {
  public static let levelLength = 5
  public static let offerCountdownLength = 5
  public static let rewardCoins = 10

  private let adUnitID = "ca-app-pub-3940256099942544/6978759866"

  @Published public private(set) var level = 1
  @Published public private(set) var secondsLeft = TapRushGameViewModel.levelLength
  @Published public private(set) var taps = 0
  @Published public private(set) var isPlaying = false
  @Published public private(set) var isLevelComplete = false
  /// Coins paid out by rewarded ads only.
  @Published public private(set) var bonusCoins = 0
  /// Drives the "Watch an ad for a bonus" alert.
  @Published public var isShowingAdOffer = false
  @Published public private(set) var offerSecondsLeft = TapRushGameViewModel.offerCountdownLength

  private var gameTimer: Timer?
  private var offerTimer: Timer?

  private var rewardedInterstitialAd: RewardedInterstitialAd?
  private var isLoadingAd = false
  private var retryAttempt = 0

  public override init() {
    super.init()
  }

  // MARK: - Game

  public func startLevel() {
    guard !isPlaying else { return }
    isLevelComplete = false
    secondsLeft = Self.levelLength
    taps = 0
    isPlaying = true
    gameTimer?.invalidate()
    gameTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      Task { @MainActor in self?.tick() }
    }
    // Have an ad ready for the end of the level.
    loadRewardedInterstitialAd()
  }

  public func tap() {
    if isPlaying { taps += 1 }
  }

  public func nextLevel() {
    guard isLevelComplete else { return }
    level += 1
    startLevel()
  }

  private func tick() {
    secondsLeft -= 1
    if secondsLeft <= 0 { endLevel() }
  }

  private func endLevel() {
    gameTimer?.invalidate()
    gameTimer = nil
    isPlaying = false
    if rewardedInterstitialAd != nil {
      offerAd()
    } else {
      isLevelComplete = true
    }
  }

  // MARK: - Rewarded interstitial offer

  private func offerAd() {
    offerSecondsLeft = Self.offerCountdownLength
    isShowingAdOffer = true
    offerTimer?.invalidate()
    offerTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      Task { @MainActor in self?.offerTick() }
    }
  }

  private func offerTick() {
    offerSecondsLeft -= 1
    if offerSecondsLeft <= 0 {
      offerTimer?.invalidate()
      offerTimer = nil
      isShowingAdOffer = false
      showRewardedInterstitialAd()
    }
  }

  /// The player declined the offer ("No thanks").
  public func skipAd() {
    offerTimer?.invalidate()
    offerTimer = nil
    isShowingAdOffer = false
    isLevelComplete = true
  }

  private func showRewardedInterstitialAd() {
    guard let ad = rewardedInterstitialAd else {
      isLevelComplete = true
      return
    }
    TapRushAppOpenAdManager.shared.isAnotherFullScreenAdShowing = true
    ad.present(from: nil) { [weak self] in
      let reward = ad.adReward
      print("Reward received: \(reward.amount) \(reward.type)")
      self?.bonusCoins += Self.rewardCoins
    }
  }

  // MARK: - Loading

  private func loadRewardedInterstitialAd() {
    guard rewardedInterstitialAd == nil, !isLoadingAd else { return }
    guard ConsentInformation.shared.canRequestAds else { return }
    isLoadingAd = true
    RewardedInterstitialAd.load(with: adUnitID, request: Request()) { [weak self] ad, error in
      guard let self else { return }
      self.isLoadingAd = false
      if let error {
        print("Rewarded interstitial failed to load: \(error.localizedDescription)")
        self.retryAfterBackoff()
        return
      }
      self.retryAttempt = 0
      ad?.fullScreenContentDelegate = self
      self.rewardedInterstitialAd = ad
    }
  }

  /// Retries a failed load after 2, 4, 8 … seconds, at most a minute.
  private func retryAfterBackoff() {
    retryAttempt += 1
    let delay = min(pow(2.0, Double(retryAttempt)), 60)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      self?.loadRewardedInterstitialAd()
    }
  }

  // MARK: - FullScreenContentDelegate

  public func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    rewardedInterstitialAd = nil
    TapRushAppOpenAdManager.shared.isAnotherFullScreenAdShowing = false
    isLevelComplete = true
    loadRewardedInterstitialAd()
  }

  public func ad(
    _ ad: FullScreenPresentingAd,
    didFailToPresentFullScreenContentWithError error: Error
  ) {
    print("Rewarded interstitial failed to present: \(error.localizedDescription)")
    rewardedInterstitialAd = nil
    TapRushAppOpenAdManager.shared.isAnotherFullScreenAdShowing = false
    isLevelComplete = true
    loadRewardedInterstitialAd()
  }
}

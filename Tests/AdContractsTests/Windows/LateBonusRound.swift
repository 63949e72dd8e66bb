import AdContracts
import FakeGoogleMobileAds
import FakeUIKit

/// A bonus-round game that keeps every Google rewarded interstitial rule but loads and
/// grants late, by a factor of the window the rule grants.
final class LateBonusRound: UIViewController, FullScreenContentDelegate {
  /// How late each reaction comes.
  let lateness: Lateness<RewardedReaction>
  /// The clock the game waits on.
  let clock: any Clock<Duration>
  private var ad: RewardedInterstitialAd?
  private var isLoading = false
  private var isOffering = false
  private var declined = false
  /// The coins granted so far.
  private(set) var coins = 0

  init(lateness: Lateness<RewardedReaction>, clock: any Clock<Duration>) {
    self.lateness = lateness
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness.
  nonisolated static func subject(_ lateness: Lateness<RewardedReaction>) -> Subject {
    .googleRewardedInterstitialScreen(
      "LateBonusRound[\(lateness)]", naturalBreak: { $0.gameOver() }, rewardsGranted: { $0.coins },
      makeScreen: { context in LateBonusRound(lateness: lateness, clock: context.clock) })
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start()
    load()
  }

  private func later(_ reaction: RewardedReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  private func load() {
    guard ad == nil, !isLoading else { return }
    isLoading = true
    RewardedInterstitialAd.load(with: GoogleTestAdUnits.rewardedInterstitial, request: Request()) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      self.ad = ad
    }
  }

  /// The round ends: a 3-second introduction, then the ad; without one, a late load.
  func gameOver() {
    guard !isOffering else { return }
    guard let ad else {
      later(.reload) { [weak self] in self?.load() }
      return
    }
    isOffering = true
    declined = false
    let alert = UIAlertController(title: "Bonus", message: "An ad for 10 coins, in 3 seconds.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "No, thanks", style: .cancel) { [weak self] _ in self?.declined = true })
    present(alert, animated: true)
    let clock = self.clock
    Task {
      try? await clock.sleep(for: .seconds(3))
      if self.presentedViewController === alert { alert.dismiss(animated: true) }
      guard !self.declined else {
        self.isOffering = false
        return
      }
      ad.present(from: self) { [weak self] in
        let amount = ad.adReward.amount.intValue
        self?.later(.grant) { [weak self] in self?.coins += amount }
      }
    }
  }

  private func moveOn() {
    ad = nil
    isOffering = false
    later(.reload) { [weak self] in self?.load() }
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    moveOn()
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    moveOn()
  }
}

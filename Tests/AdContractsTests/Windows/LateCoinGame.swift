import AdContracts
import FakeGoogleMobileAds
import FakeUIKit

/// What a coin game does in answer to an event, with the window the rewarded rules give it.
enum RewardedReaction: String, LateReaction {
  /// Loading the next ad after a dismissal, a failed presentation or a request with none.
  case reload
  /// Granting the coins after the earn handler runs.
  case grant

  var window: Rule.Window {
    switch self {
    case .reload: .request
    case .grant: .screen
    }
  }
}

/// A coin game that keeps every Google rewarded rule but does what it does in answer to
/// an event late, by a factor of the window the rule grants.
final class LateCoinGame: UIViewController, FullScreenContentDelegate {
  /// How late each reaction comes.
  let lateness: Lateness<RewardedReaction>
  /// The clock the game waits on.
  let clock: any Clock<Duration>
  private var rewardedAd: RewardedAd?
  private var isLoading = false
  private var isShowingAd = false
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
    .googleRewardedScreen(
      "LateCoinGame[\(lateness)]", userAsksToWatch: { $0.watchVideo() }, rewardsGranted: { $0.coins },
      makeScreen: { context in LateCoinGame(lateness: lateness, clock: context.clock) })
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
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    RewardedAd.load(with: GoogleTestAdUnits.rewarded, request: Request()) { [weak self] ad, _ in
      guard let self else { return }
      isLoading = false
      ad?.fullScreenContentDelegate = self
      rewardedAd = ad
    }
  }

  /// The user asks to watch: presents the ad, or loads late.
  func watchVideo() {
    guard !isShowingAd else { return }
    guard let ad = rewardedAd else {
      later(.reload) { [weak self] in self?.load() }
      return
    }
    isShowingAd = true
    ad.present(from: self) { [weak self] in
      let amount = ad.adReward.amount.intValue
      self?.later(.grant) { [weak self] in self?.coins += amount }
    }
  }

  private func moveOn() {
    rewardedAd = nil
    isShowingAd = false
    later(.reload) { [weak self] in self?.load() }
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    moveOn()
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    moveOn()
  }
}

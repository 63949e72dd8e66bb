import FakeGoogleMobileAds
import FakeUIKit

/// A coin game whose earn handler only notes the reward, and whose dismissal settles the
/// round in a `Task`: the coins noted by then are paid, and the note is cleared.
///
/// Breaks `gma.rewarded.rewards-whatever-the-order`, in one timing only: when the SDK runs
/// the earn handler after the dismissal in the same turn, the note is there when the task
/// runs and the coins are paid; when it runs in a later turn, after the task, the round was
/// already settled with nothing and the reward is lost.
open class CoinsSettleRewardInTask: CoinGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded.rewards-whatever-the-order"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that pays a reward noted by the time a task started at the dismissal runs."
  }

  /// The coins the earn handler noted for the round under way.
  private var notedCoins = 0

  /// Notes the coins; the round's end pays them.
  override open func show(_ ad: RewardedAd) {
    isShowingAd = true
    ad.present(from: self) { [weak self] in
      self?.notedCoins += ad.adReward.amount.intValue
    }
  }

  /// Settles the round in a task: pays what was noted, then loads the next ad.
  override open func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    Task {
      earnCoins(notedCoins)
      notedCoins = 0
      afterAd()
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A coin game that plays the rewarded ad by itself when it finally loads, if the user
/// once tapped Watch video before it was ready.
///
/// A tap with no ad loaded tells the user the ad is not ready and starts a load, as it
/// should, but the game also remembers the tap and presents the ad from the load
/// completion, however long ago the user asked. Every rule's scenario answers the load
/// within seconds of the tap, so every check passes it; exploration finds it breaking
/// `gma.rewarded.shown-only-on-request` from a tap while the first load is on its way,
/// more than half a minute of waiting, and the load's answer.
open class CoinsPlaysAdWhenItArrives: CoinGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.rewarded.shown-only-on-request"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that plays a rewarded ad on its own when it loads, for a Watch tap made long before."
  }

  /// Whether the user tapped Watch video with no ad ready and has not seen one since.
  public private(set) var userIsWaiting = false

  /// Remembers a tap that finds no ad, then answers it as before.
  override open func watchVideo() {
    if !isShowingAd, rewardedAd == nil { userIsWaiting = true }
    super.watchVideo()
  }

  /// Keeps the ad, and plays it at once for a user who asked before it was ready.
  override open func keep(_ ad: RewardedAd) {
    super.keep(ad)
    guard userIsWaiting, !isShowingAd else { return }
    userIsWaiting = false
    show(ad)
  }
}

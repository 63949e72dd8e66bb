import FakeGoogleMobileAds
import FakeUIKit

/// A bonus game that starts the next round the moment the user declines the introduction,
/// and leaves the declined introduction's countdown running.
///
/// "No, thanks" moves the game on at once instead of at the end of the countdown, but the
/// old countdown still ends three seconds after it began. When the user finishes the next
/// round within those seconds, the new introduction clears the decline, and the old
/// countdown presents the ad under an introduction that has only just come up. Every
/// rule's scenario lets a declined countdown run out before the next round ends, so every
/// check passes it; exploration finds it breaking `gma.rewarded-interstitial.intro-before-ad`
/// from a loaded ad, a round's end, a decline, another round's end, and the old
/// countdown's end.
open class BonusMovesOnAtDecline: BonusRoundViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.rewarded-interstitial.intro-before-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus game that moves on when the user declines and leaves the declined countdown running."
  }

  /// Whether an ad is on screen, so a late countdown never presents a second one.
  public private(set) var isPresentingAd = false

  /// Shows the introduction with a countdown; "No, thanks" starts the next round at once.
  override open func offerAd() {
    isOffering = true
    adCanceled = false
    let alert = UIAlertController(
      title: "Bonus coins", message: "Watch a short ad for 10 more coins. It starts in 3 seconds.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "No, thanks", style: .cancel) { [weak self] _ in
      self?.declined()
    })
    present(alert, animated: true)
    Timer.scheduledTimer(withTimeInterval: Self.introLength, repeats: false) { [weak self] _ in
      self?.introEnded(alert)
    }
  }

  /// The user said no: the offer is over and the next round starts.
  public func declined() {
    adCanceled = true
    isOffering = false
    nextRound()
  }

  /// Presents the ad unless one is already up.
  override open func show(_ ad: RewardedInterstitialAd) {
    guard !isPresentingAd else { return }
    isPresentingAd = true
    super.show(ad)
  }

  /// Notes that no ad is up any more, then moves on.
  override open func afterAd() {
    isPresentingAd = false
    super.afterAd()
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A bonus game that commits to the ad a second before its introduction ends, so a
/// "No, thanks" in that last second no longer stops it.
///
/// Its countdown ticks each second; at the last tick it checks whether the user declined
/// and, if not, gets the game ready for the ad, and when the countdown ends it presents
/// without asking again. A decline in the first two seconds skips the ad, as it should.
/// Every rule's scenario declines as soon as the introduction is up, so every check passes
/// it; exploration finds it breaking `gma.rewarded-interstitial.skipped-when-declined`
/// from a loaded ad, a round's end, two seconds and more of the introduction, a decline,
/// and the countdown's end.
open class BonusIgnoresLateDecline: BonusRoundViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] {
    ["gma.rewarded-interstitial.skipped-when-declined"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus game that ignores a decline in its introduction's last second."
  }

  /// Whether the game has committed to showing the ad at the countdown's end.
  public private(set) var committedToAd = false
  private var secondsLeft = 0

  /// Shows the introduction and counts it down a second at a time.
  override open func offerAd() {
    isOffering = true
    adCanceled = false
    committedToAd = false
    secondsLeft = Int(Self.introLength)
    let alert = UIAlertController(
      title: "Bonus coins", message: "Watch a short ad for 10 more coins. It starts in \(secondsLeft) seconds.",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "No, thanks", style: .cancel) { [weak self] _ in
        self?.adCanceled = true
      })
    present(alert, animated: true)
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
      guard let self else {
        timer.invalidate()
        return
      }
      tick(alert, timer: timer)
    }
  }

  /// One second of the countdown: at the last second the game commits to the ad, and at
  /// the end it shows it.
  public func tick(_ alert: UIAlertController, timer: Timer) {
    secondsLeft -= 1
    alert.message = "Watch a short ad for 10 more coins. It starts in \(secondsLeft) seconds."
    if secondsLeft == 1 { committedToAd = !adCanceled }
    guard secondsLeft <= 0 else { return }
    timer.invalidate()
    if committedToAd { adCanceled = false }
    introEnded(alert)
  }
}

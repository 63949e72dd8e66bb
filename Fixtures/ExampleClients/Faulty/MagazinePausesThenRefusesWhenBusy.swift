import FakeUIKit
import FakeiAd

/// A magazine that, while saving a purchase, pauses for a tapped ad and then refuses it.
///
/// Breaks `iad.interstitial.no-pause-when-refused`: during its busy moment
/// interstitialAdActionShouldBegin stops the page animations before deciding to return
/// false, and nothing restarts them, since no callback follows a refused action. Outside
/// the busy moment it allows actions and pauses only for covering ones.
open class MagazinePausesThenRefusesWhenBusy: MagazineViewController, BusyMomentReporting {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.no-pause-when-refused"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that pauses for a tapped ad during a purchase, refuses the ad and stays paused."
  }

  private var isBusy = false

  /// Starts saving a purchase; ads must not interrupt it.
  public func beginBusyMoment() {
    isBusy = true
  }

  /// Pauses, then refuses while busy; otherwise behaves like the base class.
  open override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    guard isBusy else {
      return super.interstitialAdActionShouldBegin(interstitialAd, willLeaveApplication: willLeave)
    }
    isAnimating = false
    return false
  }
}

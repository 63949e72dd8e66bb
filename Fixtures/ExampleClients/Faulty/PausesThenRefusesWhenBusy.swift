import FakeUIKit
import FakeiAd

/// A reading screen that, while saving a purchase, pauses for a tapped ad and then refuses it.
///
/// Breaks `iad.banner.no-pause-when-refused`: during its busy moment
/// bannerViewActionShouldBegin pauses the read-aloud animation before deciding to return
/// false, and nothing resumes it, since no finish callback follows a refused action.
/// Outside the busy moment it allows actions and pauses only for covering ones.
open class PausesThenRefusesWhenBusy: ArticleViewController, BusyMomentReporting {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.no-pause-when-refused"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that pauses for a tapped ad during a purchase, refuses the ad and stays paused."
  }

  private var isBusy = false

  /// Starts saving a purchase; ads must not interrupt it.
  public func beginBusyMoment() {
    isBusy = true
  }

  /// Pauses, then refuses while busy; otherwise behaves like the base class.
  open override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    guard isBusy else {
      return super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
    }
    pauseActivities()
    return false
  }
}

import FakeUIKit
import FakeiAd

/// A reading screen that pauses for every ad action, even one that leaves the app.
///
/// Breaks `iad.banner.resumes-after-leaving`: it pauses when willLeave is true too, and waits
/// for bannerViewActionDidFinish to resume, which never comes after an ad that left the
/// app; back in the foreground the animation stays paused.
open class PausesOnEveryTap: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.resumes-after-leaving"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that pauses for ads that leave the app and waits for a finish callback that never comes."
  }

  /// Pauses and allows the action, whether or not it leaves the app.
  open override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    pauseActivities()
    return true
  }
}

import FakeUIKit
import FakeiAd

/// A reading screen that forgets to resume when the user closes an ad.
///
/// Breaks `iad.banner.resumes-after-action`: bannerViewActionDidFinish does nothing, so the
/// read-aloud animation stays paused after the ad closes. Only its incoming-call handler
/// restarts the animation, after cancelling the ad itself.
open class StaysPausedAfterClose: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.resumes-after-action"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that resumes its animation only after cancelling an ad for a call, never when the user closes one."
  }

  /// Cancels any ad covering the screen, then restarts the animation itself.
  open override func handleIncomingCall() {
    super.handleIncomingCall()
    resumeActivities()
  }

  /// Does nothing.
  open override func bannerViewActionDidFinish(_ banner: ADBannerView) {}
}

import FakeUIKit
import FakeiAd

/// A reading screen that does not resume after it cancels an ad for an incoming call.
///
/// Breaks `iad.banner.resumes-after-cancel`: while handling the call it treats the
/// bannerViewActionDidFinish that cancelAction() brings as nothing to do, so the read-aloud
/// animation stays paused. When the user closes an ad it resumes properly.
open class ForgetsToResumeAfterCancel: ArticleViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.banner.resumes-after-cancel"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that cancels an ad for an incoming call and then leaves its animation paused."
  }

  private var isHandlingCall = false

  /// Cancels any ad covering the screen, ignoring the finish that follows.
  open override func handleIncomingCall() {
    isHandlingCall = true
    super.handleIncomingCall()
    isHandlingCall = false
  }

  /// Resumes, unless the action finished because of the call.
  open override func bannerViewActionDidFinish(_ banner: ADBannerView) {
    if !isHandlingCall { super.bannerViewActionDidFinish(banner) }
  }
}

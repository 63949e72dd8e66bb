import FakeUIKit
import FakeiAd

/// A magazine that cancels an ad's action for an incoming call and waits for a callback to resume.
///
/// Breaks `iad.interstitial.resumes-after-cancel`: it calls cancelAction() and leaves the
/// restoring to interstitialAdActionDidFinish, as it would for a banner; a full-screen ad
/// sends no callback after a cancel, so the page animations stay paused.
open class MagazineWaitsForFinishAfterCancel: MagazineViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["iad.interstitial.resumes-after-cancel"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A magazine that cancels an ad for an incoming call and waits for a finish callback that never comes."
  }

  /// Cancels the ad's action without restoring anything.
  open override func handleIncomingCall() {
    guard let ad, ad.isActionInProgress else { return }
    ad.cancelAction()
  }
}

import FakeGoogleMobileAds
import FakeUIKit

/// A v8–v10 style app delegate that presents its app open ad from a view controller of its
/// own that was never put on screen.
///
/// Breaks `gma.app-open.shows-on-foreground`: on each return it does what the rule asks, as
/// far as its code reads: it finds a fresh ad and calls present. But the controller it
/// passes is a new one, in no window, so the SDK refuses every presentation ("the provided
/// view controller is not being presented"); the failure handler then drops the ad and
/// loads the next, as the base does, and the user never sees an ad. Only the ad's own
/// callbacks tell a presentation from a present call.
open class KeyWindowPresentsFromDetachedController: KeyWindowAppOpenAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.shows-on-foreground"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A v8–v10 style app delegate that presents its app open ad from a controller it made and never showed."
  }

  /// The controller the app presents from: made here, never in a window.
  private lazy var adHost = UIViewController()

  /// Presents a fresh ad from its own controller rather than the key window's root.
  override open func tryToPresentAd() {
    guard !isShowingAd else { return }
    guard isReturningUser, isAdAvailable, let appOpenAd else {
      requestAppOpenAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: adHost)
  }
}

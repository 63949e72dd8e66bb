import FakeGoogleMobileAds
import FakeUIKit

/// A v8–v10 style app delegate that presents from the key window's root whenever it holds
/// a fresh ad, even while that root is already presenting the ad.
///
/// Breaks `gma.app-open.single-presentation`: it keeps the ad until the dismissal callback, as
/// the samples do, but asks nothing else before presenting. While the ad is up a system
/// alert makes the app resign and become active again; the key window's root view
/// controller is then the one showing the ad, and the app presents the same ad from it
/// once more. The failure that follows drops the ad and asks for the next, as the base does.
open class KeyWindowPresentsOverItsAd: KeyWindowAppOpenAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.single-presentation"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A v8–v10 style app delegate that presents from the key window's root again while its ad is up."
  }

  /// Presents any fresh ad it holds from the key window's root, without asking whether
  /// that root is already showing it.
  override open func tryToPresentAd() {
    guard isReturningUser, isAdAvailable, let appOpenAd else {
      requestAppOpenAd()
      return
    }
    isShowingAd = true
    appOpenAd.present(fromRootViewController: keyWindowRootViewController)
  }
}

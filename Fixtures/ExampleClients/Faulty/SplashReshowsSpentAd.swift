import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager keeps the last ad it showed, to show again until the next loads.
///
/// Breaks `gma.app-open.never-reuses-ad`: after the user closes the ad it loads the next, but
/// when the app comes back before that one has arrived it presents the spent ad again,
/// which fails with code 18.
open class SplashReshowsSpentAd: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.never-reuses-ad"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that presents an app open ad it has already shown when no new one is ready."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager with a spent ad to fall back on.
  final class Manager: AppOpenAdManager {
    /// The ad the user last closed.
    private var spentAd: AppOpenAd?

    /// Keeps the closed ad, then drops it and loads the next as the base does.
    override func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
      spentAd = appOpenAd
      super.adDidDismissFullScreenContent(ad)
    }

    /// Shows a fresh ad if there is one, otherwise the spent one.
    override func showAdIfAvailable() -> Bool {
      if super.showAdIfAvailable() { return true }
      guard !isShowingAd, let spentAd else { return false }
      isShowingAd = true
      spentAd.present(from: nil)
      return true
    }
  }
}

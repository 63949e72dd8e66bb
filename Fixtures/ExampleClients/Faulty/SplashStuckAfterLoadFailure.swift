import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app whose ad manager leaves its loading flag set after a failed load.
///
/// Breaks `gma.app-open.recovers-after-load-failure`: it clears isLoadingAd only when an ad
/// arrives, so after one failure every later load returns early, believing a load is
/// still running, and the app never has an ad again.
open class SplashStuckAfterLoadFailure: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.recovers-after-load-failure"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that never loads an app open ad again after one load fails."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager that clears its loading flag on success only.
  final class Manager: AppOpenAdManager {
    /// Loads an ad; on an error the loading flag stays set.
    override func loadAd() async {
      if isLoadingAd || isAdAvailable { return }
      isLoadingAd = true
      appOpenAd = nil
      do {
        let ad = try await AppOpenAd.load(with: Self.adUnitID, request: Request())
        keep(ad)
        isLoadingAd = false
      } catch {
        loadFailed(with: error)
      }
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// An app that starts a load each time it comes to the foreground, whether or not one is running.
///
/// Breaks `gma.app-open.single-load`: its manager checks only for an ad in hand, not for a
/// load in flight, so each of two quick trips to the background and back, while the
/// launch's slow load runs, starts more loads on top of it.
open class SplashStartsSecondLoad: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.single-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that starts another app open ad load on each foreground while one is still running."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// Counts the open and loads an ad, even under the loading screen.
  open override func applicationWillEnterForeground(_ application: UIApplication) {
    super.applicationWillEnterForeground(application)
    Task { await manager.loadAd() }
  }

  /// A manager that forgets to check its loading flag.
  final class Manager: AppOpenAdManager {
    /// Loads an ad unless a fresh one is in hand, whether or not a load is running.
    override func loadAd() async {
      if isAdAvailable { return }
      isLoadingAd = true
      defer { isLoadingAd = false }
      appOpenAd = nil
      do {
        let ad = try await AppOpenAd.load(with: Self.adUnitID, request: Request())
        keep(ad)
      } catch {
        loadFailed(with: error)
      }
    }
  }
}

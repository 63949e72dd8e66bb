import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A splash app whose ad manager, on a memory warning, drops the ad it is not showing and
/// forgets a load on its way.
///
/// Freeing an unused ad under memory pressure is fair, but the manager resets its whole
/// state with it, the loading flag included, as if the load in flight were cancelled.
/// Google Mobile Ads has no way to cancel a load, so that load still completes, and the
/// next time the app becomes active starts another beside it. Every rule's scenario
/// plays no memory warning while a load is on its way, so every check passes it;
/// exploration finds it breaking `gma.app-open.single-load` from a load still unanswered,
/// a memory warning, and the app losing its focus and getting it back.
open class SplashForgetsLoadOnMemoryWarning: SplashAppDelegate {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.app-open.single-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A splash app that resets its ad manager on a memory warning, loading flag and all."
  }

  /// Makes the manager that clears itself on memory warnings.
  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    PurgingAppOpenAdManager(now: now)
  }
}

/// An app open ad manager that clears its state on a memory warning, even with a load on
/// its way.
@MainActor
final class PurgingAppOpenAdManager: AppOpenAdManager {
  private var observer: (any NSObjectProtocol)?

  /// Creates the manager and starts listening for memory warnings.
  override init(now: @escaping () -> Date) {
    super.init(now: now)
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.purge() }
    }
  }

  /// Drops an ad that is not on screen and marks the manager idle.
  func purge() {
    guard !isShowingAd else { return }
    appOpenAd = nil
    loadTime = nil
    isLoadingAd = false
  }
}

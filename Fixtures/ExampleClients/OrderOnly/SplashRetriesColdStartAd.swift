import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A splash app that tries the launch's ad once more after a failed load, and shows the
/// retried ad when it arrives, with the loading screen long gone.
///
/// On a cold start it shows the ad only if it arrives while the loading screen is up, as
/// it should, but a failed launch load gets one retry five seconds later, and the retry's
/// completion shows its ad to a returning user without asking whether the loading screen
/// is still there: the ad covers the content the user has started on. Every rule's
/// scenario answers the launch's load, or fails it and brings the app back from the
/// background before the retry's ad could show, so every check passes it; exploration
/// finds it breaking `gma.app-open.cold-start-only-on-loading-screen` from a launch, the
/// load's failure, the retry, and its answer.
open class SplashRetriesColdStartAd: SplashAppDelegate {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] {
    ["gma.app-open.cold-start-only-on-loading-screen"]
  }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A splash app that retries a failed launch ad and shows the retry's ad over the content."
  }

  /// How long after a failed launch load the app tries again.
  public static let retryDelay: Duration = .seconds(5)

  /// Loads the launch's ad; after a failure, tries once more and shows what arrives.
  override func loadColdStartAd() async {
    await manager.loadAd()
    guard !manager.isAdAvailable else {
      if isLoadingScreenUp && isReturningUser { manager.showAdIfAvailable() }
      return
    }
    try? await clock.sleep(for: Self.retryDelay)
    await manager.loadAd()
    // It shows the retry's ad whatever screen the user is on; a failed retry waits for
    // the next foreground, as the manager's loads do.
    if isReturningUser, manager.isAdAvailable { manager.showAdIfAvailable() }
  }
}

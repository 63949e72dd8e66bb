import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The splash app with consent first, in the full shape of Google's app open sample: the
/// loading screen gathers consent, starts the SDK and loads when consent allows; the ad
/// manager loads again later only while consent allows ads.
@MainActor
open class ConsentSplashAppDelegate: SplashAppDelegate {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A splash app that gathers consent before starting the SDK and loading app open ads."
  }

  private var isMobileAdsStartCalled = false

  /// A manager that loads only while consent allows ads.
  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    ConsentAwareManager(now: now)
  }

  /// Gathers consent over the loading screen; starts the SDK and loads once it allows ads,
  /// or at once on an earlier session's consent.
  override func loadColdStartAd() async {
    ConsentManager.shared.gatherConsent(from: window?.rootViewController) { [weak self] error in
      guard let self else { return }
      if let error { print("Consent gathering failed: \(error.localizedDescription)") }
      startAndLoad()
    }
    startAndLoad()
  }

  /// Starts the SDK once consent allows, then loads the launch's ad.
  private func startAndLoad() {
    guard ConsentManager.shared.canRequestAds, !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start()
    Task { await super.loadColdStartAd() }
  }

  /// The sample's manager, with a consent check before every load.
  final class ConsentAwareManager: AppOpenAdManager {
    /// Loads only while consent allows ads.
    override func loadAd() async {
      guard ConsentManager.shared.canRequestAds else { return }
      await super.loadAd()
    }
  }
}

import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

public final class TapRushAppDelegate: NSObject, UIApplicationDelegate {
  private var isMobileAdsStartCalled = false

  public override init() {
    super.init()
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    gatherConsent()
    return true
  }

  /// Asks UMP for the user's consent on every launch, then starts the SDK when allowed.
  private func gatherConsent() {
    let parameters = RequestParameters()
    // For testing in the EEA:
    // let debugSettings = DebugSettings()
    // debugSettings.geography = .EEA
    // parameters.debugSettings = debugSettings

    ConsentInformation.shared.requestConsentInfoUpdate(with: parameters) { [weak self] requestConsentError in
      guard let self else { return }
      if let requestConsentError {
        print("Consent info update failed: \(requestConsentError.localizedDescription)")
        // Fall through: consent from a previous session may still allow ads.
        self.startGoogleMobileAdsSDKIfAllowed()
        return
      }
      ConsentForm.loadAndPresentIfRequired(from: self.rootViewController) { [weak self] loadAndPresentError in
        guard let self else { return }
        if let loadAndPresentError {
          print("Consent form failed: \(loadAndPresentError.localizedDescription)")
        }
        self.startGoogleMobileAdsSDKIfAllowed()
      }
    }

    // Consent gathered in the previous session may already allow ads, so start now
    // rather than waiting for the update above.
    startGoogleMobileAdsSDKIfAllowed()
  }

  private func startGoogleMobileAdsSDKIfAllowed() {
    guard ConsentInformation.shared.canRequestAds, !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start { _ in
      // Load the first app open ad once the SDK is ready.
      TapRushAppOpenAdManager.shared.loadAd()
    }
  }

  /// The window's root view controller, to present the consent form from.
  private var rootViewController: UIViewController? {
    UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
      .first { $0.isKeyWindow }?
      .rootViewController
  }
}

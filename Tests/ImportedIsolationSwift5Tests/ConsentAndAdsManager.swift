import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// An ad and consent manager written as Swift 5 apps write them: an `NSObject` with no
/// actor, which asks for consent, starts the SDK and keeps an interstitial loaded.
final class ConsentAndAdsManager: NSObject, GADFullScreenContentDelegate {
  static let unit = "ca-app-pub-3940256099942544/4411468910"

  private(set) var interstitial: GADInterstitialAd?
  private(set) var isMobileAdsStarted = false
  private(set) var dismissals = 0

  override init() {
    super.init()
  }

  /// Refreshes consent, then starts the SDK and loads when ads may be requested.
  func gatherConsentThenLoad() {
    let parameters = UMPRequestParameters()
    let debugSettings = UMPDebugSettings()
    debugSettings.testDeviceIdentifiers = [GADSimulatorID]
    parameters.debugSettings = debugSettings
    parameters.tagForUnderAgeOfConsent = false
    UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: parameters) { error in
      guard error == nil, UMPConsentInformation.sharedInstance.canRequestAds else { return }
      self.startGoogleMobileAdsSDK()
    }
  }

  private func startGoogleMobileAdsSDK() {
    guard !isMobileAdsStarted else { return }
    isMobileAdsStarted = true
    GADMobileAds.sharedInstance().requestConfiguration.testDeviceIdentifiers = [GADSimulatorID]
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    loadInterstitial()
  }

  func loadInterstitial() {
    let request = GADRequest()
    request.keywords = ["puzzle"]
    GADInterstitialAd.load(withAdUnitID: Self.unit, request: request) { ad, error in
      if let error {
        print("Failed to load interstitial ad with error: \(error.localizedDescription)")
        return
      }
      self.interstitial = ad
      self.interstitial?.fullScreenContentDelegate = self
    }
  }

  /// Shows the ad if one is ready, over the controller.
  func showIfReady(from viewController: UIViewController) {
    guard let interstitial else { return }
    interstitial.present(fromRootViewController: viewController)
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    interstitial = nil
    dismissals += 1
    loadInterstitial()
  }
}

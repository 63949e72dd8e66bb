import FakeAdSupport
import FakeAppTrackingTransparency
@preconcurrency import FakeGoogleMobileAds
import FakeUserMessagingPlatform

/// A loader in the shape of ad libraries built in Swift 6 mode: a `Sendable` class whose
/// async methods belong to no actor and call the SDKs from wherever they run.
final class AdsLoader: Sendable {
  let unit: String

  init(unit: String) {
    self.unit = unit
  }

  /// Refreshes consent and tells whether ads may be requested.
  func refreshConsent() async throws -> Bool {
    let parameters = RequestParameters()
    parameters.isTaggedForUnderAgeOfConsent = false
    let debugSettings = DebugSettings()
    debugSettings.testDeviceIdentifiers = [GADSimulatorID]
    parameters.debugSettings = debugSettings
    try await ConsentInformation.shared.requestConsentInfoUpdate(with: parameters)
    return ConsentInformation.shared.canRequestAds
  }

  /// Asks for tracking and reads the advertising identifier it gives, as libraries do
  /// before their first request.
  func trackingIdentifier() async -> String {
    _ = await ATTrackingManager.requestTrackingAuthorization()
    let status = ATTrackingManager.trackingAuthorizationStatus
    return "\(status.rawValue) \(ASIdentifierManager.shared().advertisingIdentifier.uuidString)"
  }

  /// Starts the SDK once consent allows it.
  func startSDK() async {
    MobileAds.shared.requestConfiguration.testDeviceIdentifiers = [GADSimulatorID]
    await MobileAds.shared.start()
  }

  /// Loads an interstitial for the loader's unit.
  func loadInterstitial() async throws -> InterstitialAd {
    let request = Request()
    request.keywords = ["arcade"]
    return try await InterstitialAd.load(with: unit, request: request)
  }
}

// Google's SwiftUI demo, the consent manager, in its published shape. Edits for this
// package: the import block.
import FakeFoundation
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

@MainActor
class GoogleMobileAdsConsentManager: NSObject {
  static let shared = GoogleMobileAdsConsentManager()

  var isMobileAdsStartCalled = false

  var canRequestAds: Bool {
    ConsentInformation.shared.canRequestAds
  }

  var isPrivacyOptionsRequired: Bool {
    ConsentInformation.shared.privacyOptionsRequirementStatus == .required
  }

  /// Asks the UMP SDK for the consent information, then loads and shows a form if one is
  /// needed.
  func gatherConsent(consentGatheringComplete: @escaping (Error?) -> Void) {
    let parameters = RequestParameters()
    let debugSettings = DebugSettings()
    parameters.debugSettings = debugSettings

    // The consent information is asked for at every launch.
    ConsentInformation.shared.requestConsentInfoUpdate(with: parameters) { requestConsentError in
      guard requestConsentError == nil else {
        return consentGatheringComplete(requestConsentError)
      }
      Task { @MainActor in
        do {
          try await ConsentForm.loadAndPresentIfRequired(from: nil)
          consentGatheringComplete(nil)
        } catch {
          consentGatheringComplete(error)
        }
      }
    }
  }

  /// Shows the privacy options form.
  @MainActor func presentPrivacyOptionsForm() async throws {
    try await ConsentForm.presentPrivacyOptionsForm(from: nil)
  }

  /// Starts the Google Mobile Ads SDK, once, when ads may be requested.
  func startGoogleMobileAdsSDK() {
    guard canRequestAds, !isMobileAdsStartCalled else { return }
    isMobileAdsStartCalled = true
    MobileAds.shared.start()
  }
}

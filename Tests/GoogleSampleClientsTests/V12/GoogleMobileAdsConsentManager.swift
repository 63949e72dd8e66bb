// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/InterstitialExample/InterstitialExample/GoogleMobileAdsConsentManager.swift
//   at 2bd49d24aefc723e74289ff43e39c940ede0eff3 (the v12 names); the rewarded, rewarded
//   interstitial, banner and app open samples carry the same file.
// Linux edits: import block swapped (Foundation, GoogleMobileAds, UserMessagingPlatform ->
//   Foundation, FakeGoogleMobileAds, FakeUserMessagingPlatform; FakeUIKit added for
//   UIViewController, which the device file gets through UserMessagingPlatform).
// No other edit.

import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// Gathers consent with the User Messaging Platform for every screen of the sample apps
/// and says whether ads may be requested.
@MainActor
class GoogleMobileAdsConsentManager: NSObject {
  static let shared = GoogleMobileAdsConsentManager()

  /// Whether the consent gathered so far lets the app request ads.
  var canRequestAds: Bool {
    return ConsentInformation.shared.canRequestAds
  }

  /// Whether the app must offer an entry point to the privacy options.
  var isPrivacyOptionsRequired: Bool {
    return ConsentInformation.shared.privacyOptionsRequirementStatus == .required
  }

  /// Refreshes the consent information, then loads and shows the consent form when one is
  /// required, and reports the outcome on the main actor.
  func gatherConsent(
    from viewController: UIViewController? = nil,
    consentGatheringComplete: @escaping @MainActor (Error?) -> Void
  ) {
    let parameters = RequestParameters()

    // A debug geography can stand in for the user's location while testing.
    let debugSettings = DebugSettings()
    // debugSettings.geography = DebugGeography.EEA
    parameters.debugSettings = debugSettings

    // The update runs on every launch.
    ConsentInformation.shared.requestConsentInfoUpdate(with: parameters) {
      requestConsentError in
      guard requestConsentError == nil else {
        Task { @MainActor in
          consentGatheringComplete(requestConsentError)
        }
        return
      }

      Task { @MainActor in
        do {
          try await ConsentForm.loadAndPresentIfRequired(from: viewController)
          // The form is done, or none was needed.
          consentGatheringComplete(nil)
        } catch {
          consentGatheringComplete(error)
        }
      }
    }
  }

  /// Shows the privacy options form.
  @MainActor func presentPrivacyOptionsForm(from viewController: UIViewController? = nil)
    async throws
  {
    try await ConsentForm.presentPrivacyOptionsForm(from: viewController)
  }
}

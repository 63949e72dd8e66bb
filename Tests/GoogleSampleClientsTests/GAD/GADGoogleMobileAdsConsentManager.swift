// Sample: googleads/googleads-mobile-ios-examples,
//   Swift/admob/InterstitialExample/InterstitialExample/GoogleMobileAdsConsentManager.swift
//   at 36467acebfee8b74156fd039d873ead2b5a71ff7 (the GAD names, the last commit before v12);
//   the rewarded, rewarded
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
class GADGoogleMobileAdsConsentManager: NSObject {
  static let shared = GADGoogleMobileAdsConsentManager()

  /// Whether the consent gathered so far lets the app request ads.
  var canRequestAds: Bool {
    return UMPConsentInformation.sharedInstance.canRequestAds
  }

  /// Whether the app must offer an entry point to the privacy options.
  var isPrivacyOptionsRequired: Bool {
    return UMPConsentInformation.sharedInstance.privacyOptionsRequirementStatus == .required
  }

  /// Refreshes the consent information, then loads and shows the consent form when one is
  /// required, and reports the outcome.
  func gatherConsent(
    from viewController: UIViewController? = nil,
    consentGatheringComplete: @escaping (Error?) -> Void
  ) {
    let parameters = UMPRequestParameters()

    // A debug geography can stand in for the user's location while testing.
    let debugSettings = UMPDebugSettings()
    // debugSettings.geography = UMPDebugGeography.EEA
    parameters.debugSettings = debugSettings

    // The update runs on every launch.
    UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: parameters) {
      requestConsentError in
      guard requestConsentError == nil else {
        return consentGatheringComplete(requestConsentError)
      }

      Task {
        do {
          try await UMPConsentForm.loadAndPresentIfRequired(from: viewController)
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
    try await UMPConsentForm.presentPrivacyOptionsForm(from: viewController)
  }
}

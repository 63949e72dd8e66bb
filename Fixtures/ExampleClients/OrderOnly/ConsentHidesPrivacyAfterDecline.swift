import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// A coin game that enables its privacy settings control only when consent allows ads.
///
/// It sets the control up with the rest of the ad setup in the consent completion, so a
/// user who consents gets it, as they should, but a user who declines, for whom privacy
/// options are just as required, never gets a way to change their mind. Every rule's
/// scenario that looks for the control has the user consent, so every check passes it;
/// exploration finds it breaking `gma.consent.privacy-options-entry-point` when the user
/// declines the form.
open class ConsentHidesPrivacyAfterDecline: ConsentCoinGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.consent.privacy-options-entry-point"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A coin game that offers its privacy settings only to users whose consent allows ads."
  }

  /// Gathers consent; in the completion, when ads are allowed, starts them and enables
  /// the privacy settings control.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] error in
      guard let self else { return }
      if let error { print("Consent gathering failed: \(error.localizedDescription)") }
      guard ConsentManager.shared.canRequestAds else { return }
      startGoogleMobileAdsSDK()
      isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
    }
    if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
  }
}

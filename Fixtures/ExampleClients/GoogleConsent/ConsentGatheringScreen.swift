import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// A screen that gathers consent before it starts Google Mobile Ads, as every one of
/// Google's current samples does in `viewDidLoad`.
@MainActor
public protocol ConsentGatheringScreen: UIViewController, ExampleClient {
  /// Whether the privacy settings control is enabled.
  var isPrivacySettingsEnabled: Bool { get set }
  /// Starts the SDK once and loads the screen's first ad.
  func startGoogleMobileAdsSDK()
  /// Creates the screen.
  init()
}

extension ConsentGatheringScreen {
  /// Gathers consent; in the completion, starts ads when consent allows and enables the
  /// privacy settings control when privacy options are required. Right after asking, it
  /// also starts at once if an earlier session's consent already allows ads.
  public func gatherConsentThenStartAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] error in
      guard let self else { return }
      if let error { print("Consent gathering failed: \(error.localizedDescription)") }
      if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
      isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
    }
    if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
  }

  /// The user taps the privacy settings control: the privacy options form shows.
  public func privacySettingsTapped() {
    Task {
      do {
        try await ConsentManager.shared.presentPrivacyOptionsForm(from: self)
      } catch {
        print("Privacy options form failed: \(error.localizedDescription)")
      }
    }
  }
}

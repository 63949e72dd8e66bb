import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// The level game with consent first, in the full shape of Google's interstitial sample:
/// consent manager, SDK start, load, present.
///
/// - As the view loads it gathers consent; in the completion, when ads are allowed, it
///   starts the SDK once and loads, and it enables its privacy settings control when
///   privacy options are required.
/// - Right after asking, it also starts at once if an earlier session's consent already
///   allows ads.
/// - Every later load checks consent first.
@MainActor
open class ConsentLevelGameViewController: LevelGameViewController {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A level game that gathers consent before starting the SDK and loading interstitials."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false

  /// Gathers consent, then starts ads when consent allows.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] error in
      guard let self else { return }
      if let error { print("Consent gathering failed: \(error.localizedDescription)") }
      if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
      isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
    }
    // An earlier session's consent lets ads start before this one's answer.
    if ConsentManager.shared.canRequestAds { startGoogleMobileAdsSDK() }
  }

  /// Loads only while consent allows ads.
  override open func loadInterstitial() async {
    guard ConsentManager.shared.canRequestAds else { return }
    await super.loadInterstitial()
  }

  /// The user taps the privacy settings control.
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

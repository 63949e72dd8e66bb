import FakeGoogleMobileAds
import FakeUIKit

/// The BonusRound game with consent first, in the full shape of
/// Google's rewarded interstitial sample: consent manager, SDK start, load, present.
///
/// Consent is gathered as the view loads (``ConsentGatheringScreen``), ads start when it
/// allows them, and every later load checks consent first.
@MainActor
open class ConsentBonusRoundViewController: BonusRoundViewController, ConsentGatheringScreen {
  /// What the client does.
  nonisolated override open class var summary: String {
    "A bonus-round game that gathers consent before starting the SDK and loading rewarded interstitials."
  }

  /// Whether the privacy settings control is enabled.
  open var isPrivacySettingsEnabled = false

  /// Gathers consent, then starts ads when consent allows.
  override open func beginAds() {
    gatherConsentThenStartAds()
  }

  /// Loads only while consent allows ads.
  override open func loadAd() async {
    guard ConsentManager.shared.canRequestAds else { return }
    await super.loadAd()
  }
}
